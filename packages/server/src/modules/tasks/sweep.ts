import type { TaskStateValue } from '@rpa/contracts';
import { and, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { robots } from '../robots';
import { moveTask, settle } from './lifecycle';
import { HOLDING_STATES } from './pool';
import { tasks } from './schema';
import { ROBOT_LOST_ERROR, RUN_TIMEOUT_ERROR } from './sink';

/** A robot that does not accept an offer within this time gets no more time: the task waits again. */
const OFFER_TIMEOUT_MS = 60_000;

const minutesAgo = (column: typeof tasks.createdAt, minutes: typeof tasks.waitTimeout) =>
  sql`${column} + make_interval(mins => ${minutes}) < now()`;

/**
 * The periodic pass over tasks (every TASK_SWEEP_SECONDS, on every node;
 * each change is conditional on the state it leaves, so nodes never double
 * one): pending tasks past their wait timeout become pendout; running ones
 * past their run timeout are stopped and end as runout; tasks of a robot
 * offline for ROBOT_LOST_SECONDS (counted from this node's start at the
 * earliest) fail (docs/dispatch.md); offers nobody
 * accepted go back to pending. Then a dispatch pass.
 */
export async function sweepTasks(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const now = new Date();

  const waited = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.state, 'pending'),
        gt(tasks.waitTimeout, 0),
        minutesAgo(tasks.createdAt, tasks.waitTimeout),
      ),
    );
  for (const t of waited) {
    const done = await moveTask(db, t.id, 'pendout', { finishedAt: now, error: 'wait timeout' });
    await settle(app, done);
  }

  const overran = await db
    .select({ id: tasks.id, robotId: tasks.robotId })
    .from(tasks)
    .where(
      and(
        eq(tasks.state, 'running'),
        gt(tasks.runTimeout, 0),
        isNotNull(tasks.startedAt),
        sql`${tasks.startedAt} + make_interval(mins => ${tasks.runTimeout}) < now()`,
      ),
    );
  for (const t of overran) {
    const stopping = await moveTask(db, t.id, 'stopping', { error: RUN_TIMEOUT_ERROR });
    if (stopping && t.robotId !== null && (await app.gateway.requestStop(t.robotId, t.id))) {
      await db.update(tasks).set({ stopSubmitted: true }).where(eq(tasks.id, t.id));
    }
  }

  // Robots gone (offline too long, unbound without the hook, or deleted) lose their tasks.
  // Silence counts from this node's start at the earliest: robots kept their runs
  // going while the server was down, and need the lost time to come back.
  const lostBefore = new Date(now.getTime() - app.config.robotLostSeconds * 1000);
  const graceOver = app.gateway.upSince <= lostBefore.getTime();
  const lost = !graceOver
    ? []
    : await db
        .select({ id: tasks.id, state: tasks.state, error: tasks.error })
        .from(tasks)
        .leftJoin(robots, eq(robots.id, tasks.robotId))
        .where(
          and(
            inArray(tasks.state, [...HOLDING_STATES]),
            or(
              sql`${robots.id} is null`,
              and(
                eq(robots.runState, 'offline'),
                or(sql`${robots.lastBeatAt} is null`, lt(robots.lastBeatAt, lostBefore)),
              ),
            ),
          ),
        );
  for (const t of lost) {
    const to: TaskStateValue =
      t.state === 'stopping' ? (t.error === RUN_TIMEOUT_ERROR ? 'runout' : 'stopped') : 'failed';
    const done = await moveTask(db, t.id, to, { finishedAt: now, error: t.error || ROBOT_LOST_ERROR });
    await settle(app, done);
  }

  // Offered but never accepted by a robot that is still there: offer it again.
  await db
    .update(tasks)
    .set({ state: 'pending', robotId: null, robotName: '', dispatchedAt: null })
    .where(
      and(
        eq(tasks.state, 'running'),
        sql`${tasks.startedAt} is null`,
        lt(tasks.dispatchedAt, new Date(now.getTime() - OFFER_TIMEOUT_MS)),
      ),
    );
}
