import {
  type MessageKey,
  MISSED_HEARTBEATS,
  type RefusalReasonValue,
  type ServerMessage,
} from '@rpa/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { robots, takeRobotsOffline } from '../modules/robots';
import type { Sealer } from '../platform/crypto';
import { t } from '../platform/http/errors';
import { type FieldDesk, noFields } from './fields';
import { type ItemDesk, noItems } from './items';
import { licenceSeatKeeper, type SeatKeeper } from './seats';
import { droppingSink, type RemovalHook, type RemovalReason, type TaskSink } from './tasks';
import { noUpgrades, type UpgradeDesk } from './upgrades';
import { noVariables, type VariableDesk } from './variables';

/** The event-bus channel carrying messages for robots connected to any node. */
export const ROBOT_CHANNEL = 'robots.commands';

/** WebSocket close codes the gateway uses (docs/robot-protocol.md). */
export const CloseCode = {
  /** Refused: a `refused` message was sent just before. */
  REFUSED: 1008,
  /** The server node is shutting down: reconnect. */
  RESTARTING: 1012,
  /** Another connection of the same robot took over, or this one is no longer current. */
  REPLACED: 4000,
  /** Three heartbeats were missed. */
  MISSED_HEARTBEATS: 4001,
} as const;

/** A robot connection held by this node, once welcomed. */
export interface Connection {
  robotId: number;
  robotsNo: string;
  departmentId: number;
  connectionId: string;
  socket: WebSocket;
  ip: string;
  /** When this node last heard a heartbeat (or the hello). */
  lastBeat: number;
  /** When the last message of any kind arrived, handled or still queued. */
  lastHeard: number;
}

type Command =
  | { kind: 'send'; robotId: number; message: ServerMessage }
  | {
      kind: 'close';
      robotId: number;
      /** Close connections of the robot other than this one (a reconnect took over). */
      exceptConnectionId?: string;
      reason?: RefusalReasonValue;
      message: string;
      code: number;
    };

/**
 * The robot gateway of this node: the connections it holds, and the way to
 * reach a robot on any node. Messages for a robot go over the event bus
 * (Redis in a scale-out), and the node holding its socket delivers them, so
 * callers never need to know where a robot is connected.
 */
export class Gateway {
  /** Set when the node listens (nodes.ts); robots connect only after that. */
  nodeId: string | null = null;
  readonly connections = new Map<number, Connection>();
  seats: SeatKeeper;
  sink: TaskSink = droppingSink;
  /** Answers robots' variable requests (the variables module sets it). */
  variables: VariableDesk;
  /** Answers robots' task data requests (the task-data module sets it). */
  items: ItemDesk;
  /** Takes robots' business field reports (the fields module sets it). */
  fields: FieldDesk;
  /** Takes what robots report about upgrades (the upgrades module sets it). */
  upgrades: UpgradeDesk = noUpgrades;
  /** True from the start of shutdown: no robot is welcomed, and the drain, not each closing connection, marks robots offline. */
  closing = false;
  private readonly hooks: RemovalHook[] = [];
  private readonly work = new Set<Promise<unknown>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private started: () => void = () => {};
  /**
   * Settles once the node is registered and has marked offline the robots
   * its previous run held; hellos wait for it, so that sweep never catches
   * a robot that has just connected.
   */
  readonly ready = new Promise<void>((resolve) => {
    this.started = resolve;
  });

  constructor(private readonly app: FastifyInstance) {
    this.seats = licenceSeatKeeper(app);
    this.variables = noVariables(this.text('variables.unavailable'));
    this.items = noItems(this.text('taskData.unavailable'));
    this.fields = noFields(this.text('error.system'));
  }

  /**
   * When this node began taking robots (ms since the epoch); until then, and
   * for ROBOT_LOST_SECONDS after, no robot counts as lost: its silence may be
   * this node's own downtime (docs/dispatch.md).
   */
  upSince: number = Number.POSITIVE_INFINITY;

  markReady(): void {
    this.upSince = Date.now();
    this.started();
  }

  get heartbeatSeconds(): number {
    return this.app.config.robotHeartbeatSeconds;
  }

  /** A robot silent for longer than this is offline. */
  get staleAfterMs(): number {
    return MISSED_HEARTBEATS * this.heartbeatSeconds * 1000;
  }

  text(key: MessageKey, params?: Record<string, string | number>): string {
    return t(this.app.config.appLang, key, params);
  }

  async listen(): Promise<void> {
    this.unsubscribe = await this.app.events.subscribe(ROBOT_CHANNEL, (m) => this.onCommand(m as Command));
  }

  /** Keeps track of work touching the database, so shutdown waits for it. */
  track<T>(p: Promise<T>): Promise<T> {
    this.work.add(p);
    const done = () => this.work.delete(p);
    p.then(done, done);
    return p;
  }

  /** The tasks module takes over what robots say about tasks. */
  setTaskSink(sink: TaskSink): void {
    this.sink = sink;
  }

  /** The variables module answers robots' variable requests. */
  setVariableDesk(desk: VariableDesk): void {
    this.variables = desk;
  }

  /** The task-data module answers robots' task data requests. */
  setItemDesk(desk: ItemDesk): void {
    this.items = desk;
  }

  /** The fields module takes robots' business field reports. */
  setFieldDesk(desk: FieldDesk): void {
    this.fields = desk;
  }

  /** The upgrades module takes what robots report about upgrades. */
  setUpgradeDesk(desk: UpgradeDesk): void {
    this.upgrades = desk;
  }

  /** Registers what must happen to a robot's tasks before it is unbound or deleted. */
  onRobotsRemoved(hook: RemovalHook): void {
    this.hooks.push(hook);
  }

  async robotsRemoved(robotIds: number[], reason: RemovalReason): Promise<void> {
    for (const hook of this.hooks) await hook(robotIds, reason);
  }

  /**
   * Sends a message to a robot wherever it is connected. False when the
   * robot is offline; true means it was handed to the node holding it.
   */
  async send(robotId: number, message: ServerMessage): Promise<boolean> {
    const local = this.connections.get(robotId);
    if (local) return deliver(local.socket, message);
    const [row] = await this.app.database.db
      .select({ nodeId: robots.nodeId })
      .from(robots)
      .where(and(eq(robots.id, robotId), ne(robots.runState, 'offline')));
    if (!row?.nodeId) return false;
    await this.app.events.publish(ROBOT_CHANNEL, {
      kind: 'send',
      robotId,
      message: keySealed(message, this.app.sealer),
    } satisfies Command);
    return true;
  }

  /** Asks the robot running a task to stop it (the robot answers with a `stopped` result). */
  requestStop(robotId: number, taskId: number): Promise<boolean> {
    return this.send(robotId, { type: 'task.stop', taskId });
  }

  /** Refuses and closes the robot's connection on whichever node holds it. */
  async disconnect(robotId: number, reason: RefusalReasonValue, key: MessageKey): Promise<void> {
    const command: Command = {
      kind: 'close',
      robotId,
      reason,
      message: this.text(key),
      code: CloseCode.REFUSED,
    };
    await this.app.events.publish(ROBOT_CHANNEL, command);
  }

  /** Takes a welcomed connection in; an older connection of the same robot, here or elsewhere, is closed. */
  async adopt(c: Connection): Promise<void> {
    const old = this.connections.get(c.robotId);
    this.connections.set(c.robotId, c);
    const message = this.text('gateway.replaced');
    if (old) closeWith(old.socket, CloseCode.REPLACED, undefined, message);
    await this.app.events.publish(ROBOT_CHANNEL, {
      kind: 'close',
      robotId: c.robotId,
      exceptConnectionId: c.connectionId,
      message,
      code: CloseCode.REPLACED,
    } satisfies Command);
  }

  /** Forgets a connection that closed; true when it was the robot's current one here. */
  forget(c: Connection): boolean {
    if (this.connections.get(c.robotId) !== c) return false;
    this.connections.delete(c.robotId);
    return true;
  }

  private onCommand(cmd: Command): void {
    const c = this.connections.get(cmd.robotId);
    if (!c || this.closing) return;
    if (cmd.kind === 'send') {
      try {
        deliver(c.socket, keyOpened(cmd.message, this.app.sealer));
      } catch (err) {
        // Sealed under another master key: the robot never gets it, and the sweep takes the task back.
        this.app.log.error(
          { err, robotId: cmd.robotId },
          'robot gateway: an offer could not be opened (MASTER_KEY differs between nodes)',
        );
      }
      return;
    }
    if (cmd.exceptConnectionId === c.connectionId) return;
    this.connections.delete(cmd.robotId);
    closeWith(c.socket, cmd.code, cmd.reason, cmd.message);
  }

  /**
   * Shutdown: closes every connection (robots reconnect, to this node once
   * it is back or to another one), handles every message that arrived before
   * each close, then marks those robots offline.
   */
  async drain(): Promise<void> {
    this.closing = true;
    await this.unsubscribe?.().catch(() => {});
    // Hellos still being answered see `closing` and close their own socket.
    const held = [...this.connections.values()];
    this.connections.clear();
    // Messages keep arriving until each robot answers the close (ws gives up on a silent one after 30 s).
    const closed = held.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.socket.readyState === c.socket.CLOSED) resolve();
          else c.socket.once('close', () => resolve());
        }),
    );
    for (const c of held) c.socket.close(CloseCode.RESTARTING, 'server restarting');
    await Promise.all(closed);
    // Then every message that arrived is handled before the robots are marked offline.
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
    if (held.length === 0) return;
    const db = this.app.database.db;
    await takeRobotsOffline(
      db,
      and(
        inArray(
          robots.id,
          held.map((c) => c.robotId),
        ),
        inArray(
          robots.connectionId,
          held.map((c) => c.connectionId),
        ),
        ne(robots.runState, 'offline'),
      ),
      'server stopped',
    );
  }
}

/**
 * An offer crosses the event bus (Redis) with the AI server's key and the
 * service password sealed under the master key every node shares: in clear
 * they go only over the robot's socket.
 */
function keySealed(message: ServerMessage, sealer: Sealer): ServerMessage {
  return secretsOf(message, (v) => sealer.seal(v));
}

function keyOpened(message: ServerMessage, sealer: Sealer): ServerMessage {
  return secretsOf(message, (v) => sealer.open(v));
}

/** An offer with its secrets (the AI server's key, the service password) passed through `f`. */
function secretsOf(message: ServerMessage, f: (value: string) => string): ServerMessage {
  if (message.type !== 'task.offer') return message;
  const { aiServer, service } = message;
  return {
    ...message,
    ...(aiServer?.key ? { aiServer: { ...aiServer, key: f(aiServer.key) } } : {}),
    ...(service ? { service: { ...service, password: f(service.password) } } : {}),
  };
}

export function deliver(socket: WebSocket, message: ServerMessage): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

/** Sends `refused` (or an `error` naming why) and closes. */
export function closeWith(
  socket: WebSocket,
  code: number,
  reason: RefusalReasonValue | undefined,
  message: string,
): void {
  deliver(socket, reason ? { type: 'refused', reason, message } : { type: 'error', message });
  socket.close(code, (reason ?? 'closed').slice(0, 100));
}
