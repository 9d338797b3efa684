import { hostname, networkInterfaces } from 'node:os';
import { MISSED_HEARTBEATS } from '@rpa/contracts';
import { and, eq, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { robots, takeRobotsOffline } from '../modules/robots';
import { beating, serverNodes } from '../modules/servers';
import type { Db } from '../platform/db';
import { VERSION } from '../version';
import { closeSilent } from './connection';
import type { Gateway } from './hub';

/** The address other machines reach this node at: the listen host, or the first external IPv4. */
function reachableHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host;
  for (const list of Object.values(networkInterfaces())) {
    const v4 = list?.find((a) => a.family === 'IPv4' && !a.internal);
    if (v4) return v4.address;
  }
  return '127.0.0.1';
}

/**
 * Marks offline the robots not heard from for `staleAfterMs` that no live node
 * answers for: those of a node that stopped or stopped beating, and those this
 * node's row names but it does not hold. A beating node's own connections are
 * judged by closeSilent on the time their messages arrived, not by the row,
 * whose beat is written only once the heartbeat is handled (late, behind a backlog).
 */
export async function sweepStaleRobots(
  db: Db,
  staleAfterMs: number,
  detail: string,
  node: { id: string; held: number[]; serverBeatSeconds: number },
): Promise<number> {
  const limit = new Date(Date.now() - staleAfterMs);
  const live = db.select({ id: serverNodes.id }).from(serverNodes).where(beating(node.serverBeatSeconds));
  const held = node.held.length ? sql`${robots.id} <> all(${sql.param(node.held)}::int[])` : undefined;
  return takeRobotsOffline(
    db,
    and(
      ne(robots.runState, 'offline'),
      or(lt(robots.lastBeatAt, limit), isNull(robots.lastBeatAt)),
      or(isNull(robots.nodeId), eq(robots.nodeId, node.id), notInArray(robots.nodeId, live)),
      held,
    ),
    detail,
  );
}

/**
 * This node in the server list: registered when it listens, beating every
 * SERVER_BEAT_SECONDS, marked stopped at shutdown. It also runs the robot
 * sweeper: its own connections that missed three heartbeats are closed, and
 * any robot silent that long is marked offline (its node may have died).
 */
export class NodeRegistry {
  private readonly timers: NodeJS.Timeout[] = [];
  private id: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly gw: Gateway,
  ) {}

  async start(port: number): Promise<void> {
    const { config } = this.app;
    const db = this.app.database.db;
    const id = config.nodeId ?? `${hostname()}:${port}`;
    const address = config.nodeAddress ?? `${reachableHost(config.host)}:${port}`;
    this.id = id;
    this.gw.nodeId = id;
    const now = new Date();
    const row = { id, address, version: VERSION, startedAt: now, lastBeatAt: now, stoppedAt: null };
    await db.insert(serverNodes).values(row).onConflictDoUpdate({ target: serverNodes.id, set: row });
    // Robots this node held before it went down are not connected to it any more.
    await takeRobotsOffline(
      db,
      and(eq(robots.nodeId, id), ne(robots.runState, 'offline')),
      'server restarted',
    );

    this.every(config.serverBeatSeconds, async () => {
      const beat = { lastBeatAt: new Date(), stoppedAt: null };
      const done = await db.update(serverNodes).set(beat).where(eq(serverNodes.id, id)).returning();
      // Deleted from the list while stopped-looking (a long pause): register again.
      if (done.length === 0)
        await db
          .insert(serverNodes)
          .values({ ...row, ...beat })
          .onConflictDoNothing();
    });
    this.every(this.gw.heartbeatSeconds, async () => {
      closeSilent(this.gw);
      await sweepStaleRobots(db, this.gw.staleAfterMs, `${MISSED_HEARTBEATS} heartbeats missed`, {
        id,
        held: [...this.gw.connections.keys()],
        serverBeatSeconds: config.serverBeatSeconds,
      });
    });
    this.app.log.info({ node: id, address }, 'server node registered');
  }

  private every(seconds: number, run: () => Promise<void>): void {
    const timer = setInterval(() => {
      if (this.gw.closing) return;
      this.gw.track(run()).catch((err: unknown) => this.app.log.error({ err }, 'node housekeeping failed'));
    }, seconds * 1000);
    timer.unref();
    this.timers.push(timer);
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers.length = 0;
    if (!this.id) return;
    const now = new Date();
    await this.app.database.db
      .update(serverNodes)
      .set({ stoppedAt: now, lastBeatAt: now })
      .where(eq(serverNodes.id, this.id));
  }
}
