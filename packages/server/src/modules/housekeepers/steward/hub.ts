import {
  type MessageKey,
  MISSED_HEARTBEATS,
  type StewardRefusalValue,
  type StewardServerMessage,
} from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { disconnected, stewardConfig, sweepSilent } from './register';

/** The NOTIFY channel of migration 0035: a steward's alias or desktops changed, or it was deleted. */
export const STEWARD_CHANNEL = 'rpa_steward';

/** WebSocket close codes, as the robot gateway's (docs/robot-protocol.md). */
export const StewardClose = { REFUSED: 1008, RESTARTING: 1012, MISSED_HEARTBEATS: 4001 } as const;

/** A steward connection this node holds, once welcomed. */
export interface StewardConnection {
  housekeeperId: number;
  name: string;
  connectionId: string;
  socket: WebSocket;
  lastHeard: number;
  /** The configuration last sent, so a beat resends it only when it changed. */
  sent: string;
}

/**
 * This node's desktop stewards. A change in the console (an alias, a
 * robot's resolution, a robot linked or unlinked, a deletion) is announced
 * by the database (NOTIFY on commit), so whichever node holds the steward
 * tells it at once; each beat also compares, in case a notice was missed.
 */
export class StewardHub {
  readonly connections = new Map<number, StewardConnection>();
  closing = false;
  private unlisten: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly work = new Set<Promise<unknown>>();

  constructor(readonly app: FastifyInstance) {}

  // Stewards keep the robots' timings and speak the installation's language, as the robot gateway does.
  get heartbeatSeconds(): number {
    return this.app.gateway.heartbeatSeconds;
  }

  get staleAfterMs(): number {
    return this.app.gateway.staleAfterMs;
  }

  text(key: MessageKey, params?: Record<string, string | number>): string {
    return this.app.gateway.text(key, params);
  }

  async start(): Promise<void> {
    this.unlisten = await this.app.database.listen(
      STEWARD_CHANNEL,
      (payload) => this.hear(payload),
      // Notices may have been lost: every steward here is told its configuration again.
      () => {
        for (const c of this.connections.values()) this.track(this.tell(c));
      },
    );
    this.timer = setInterval(() => this.track(this.sweep()), this.heartbeatSeconds * 1000);
    this.timer.unref();
  }

  /** Shutdown: stewards hear "restarting" (they reconnect, here or elsewhere) and show not connected meanwhile. */
  async stop(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => {});
    const held = [...this.connections.values()];
    this.connections.clear();
    for (const c of held) c.socket.close(StewardClose.RESTARTING, 'server restarting');
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
    for (const c of held) await disconnected(this.app.database.db, c.housekeeperId, c.connectionId);
  }

  /** Keeps track of database work, so shutdown waits for it; a failure is logged. */
  track(p: Promise<unknown>): void {
    const kept = p.catch((err: unknown) => this.failed(err));
    this.work.add(kept);
    void kept.then(() => this.work.delete(kept));
  }

  failed(err: unknown): void {
    this.app.log.error({ err }, 'desktop stewards: work failed');
  }

  /** Takes a welcomed connection in; an older one of the same steward on this node is told it was replaced. */
  adopt(c: StewardConnection): void {
    const old = this.connections.get(c.housekeeperId);
    this.connections.set(c.housekeeperId, c);
    if (old) refuse(old.socket, 'replaced', this.text('steward.replaced', { name: old.name }));
  }

  forget(c: StewardConnection): boolean {
    if (this.connections.get(c.housekeeperId) !== c) return false;
    this.connections.delete(c.housekeeperId);
    return true;
  }

  /** Sends the steward its configuration when it differs from what it last got. */
  async tell(c: StewardConnection): Promise<void> {
    const config = await stewardConfig(this.app.database.db, c.housekeeperId);
    if (!config) return this.removed(c);
    const text = JSON.stringify(config);
    if (text === c.sent) return;
    c.sent = text;
    send(c.socket, { type: 'config', ...config });
  }

  private removed(c: StewardConnection): void {
    this.forget(c);
    refuse(c.socket, 'deleted', this.text('steward.deleted'));
  }

  private hear(payload: string): void {
    let notice: { h?: unknown; gone?: unknown };
    try {
      notice = JSON.parse(payload);
    } catch {
      return;
    }
    const c = typeof notice.h === 'number' ? this.connections.get(notice.h) : undefined;
    if (!c || this.closing) return;
    if (notice.gone === true) this.removed(c);
    else this.track(this.tell(c));
  }

  /** Closes this node's silent connections and marks not connected the stewards nobody hears any more. */
  private async sweep(): Promise<void> {
    const limit = Date.now() - this.staleAfterMs;
    for (const c of [...this.connections.values()]) {
      if (c.lastHeard >= limit) continue;
      this.forget(c);
      send(c.socket, {
        type: 'error',
        message: this.text('gateway.missedHeartbeats', { n: MISSED_HEARTBEATS }),
      });
      c.socket.close(StewardClose.MISSED_HEARTBEATS, 'missed heartbeats');
    }
    await sweepSilent(this.app.database.db, this.staleAfterMs);
  }
}

export function send(socket: WebSocket, message: StewardServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

export function refuse(socket: WebSocket, reason: StewardRefusalValue, message: string): void {
  send(socket, { type: 'refused', reason, message });
  socket.close(StewardClose.REFUSED, reason);
}
