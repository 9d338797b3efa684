import type { TaskStateValue } from '@rpa/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TaskSink } from '../../gateway';
import type { Dispatcher } from './dispatch';
import { moveTask, settle, type TaskRecord } from './lifecycle';
import { createLogWriter } from './log-writer';
import { HOLDING_STATES } from './pool';
import { reconcileLost } from './reconcile';
import { tasks } from './schema';

/** Marks a stop ordered because the run took too long: its end is "runout", not "stopped". */
export const RUN_TIMEOUT_ERROR = 'run timeout';
/** Why the sweep failed a running task; a result its robot sends later is reconciled (./reconcile.ts). */
export const ROBOT_LOST_ERROR = 'robot lost';
/** Why a task failed when its robot came back without listing it; also reconciled. */
export const ROBOT_RESTARTED_ERROR = 'robot restarted and lost the run';
const LOST_ERRORS = [ROBOT_LOST_ERROR, ROBOT_RESTARTED_ERROR];

/**
 * What robots say about their tasks, written to the tasks tables. Every
 * write names the robot, so a robot can only speak for the tasks it holds.
 */
export function createTaskSink(app: FastifyInstance, dispatcher: Dispatcher): TaskSink {
  const db = app.database.db;

  const finish = (t: TaskRecord | null) => settle(app, t);

  return {
    async resumed(robotId, running) {
      // Tasks this robot held that it no longer runs (it restarted meanwhile) are lost.
      const lost = await db
        .select({ id: tasks.id, state: tasks.state, error: tasks.error })
        .from(tasks)
        .where(
          and(
            eq(tasks.robotId, robotId),
            inArray(tasks.state, [...HOLDING_STATES]),
            running.length ? notInArray(tasks.id, running) : undefined,
          ),
        );
      for (const t of lost) {
        const to: TaskStateValue =
          t.state === 'stopping' ? (t.error === RUN_TIMEOUT_ERROR ? 'runout' : 'stopped') : 'failed';
        await finish(
          await moveTask(
            db,
            t.id,
            to,
            { finishedAt: new Date(), error: t.error || ROBOT_RESTARTED_ERROR },
            robotId,
          ),
        );
      }
      // A stop asked while the robot was away is asked again.
      const stopping = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.robotId, robotId), eq(tasks.state, 'stopping')));
      for (const t of stopping) {
        if (await app.gateway.requestStop(robotId, t.id)) {
          await db.update(tasks).set({ stopSubmitted: true }).where(eq(tasks.id, t.id));
        }
      }
      dispatcher.kick();
    },

    async accepted(robotId, m) {
      await db
        .update(tasks)
        .set({ startedAt: new Date() })
        .where(
          and(
            eq(tasks.id, m.taskId),
            eq(tasks.robotId, robotId),
            inArray(tasks.state, [...HOLDING_STATES]),
            sql`${tasks.startedAt} is null`,
          ),
        );
    },

    async progress(robotId, m) {
      if (m.percent === undefined) return;
      await db
        .update(tasks)
        .set({ progress: Math.round(m.percent) })
        .where(and(eq(tasks.id, m.taskId), eq(tasks.robotId, robotId)));
    },

    log: createLogWriter(db, app.log),

    async result(robotId, m) {
      const [t] = await db
        .select({ state: tasks.state, error: tasks.error })
        .from(tasks)
        .where(and(eq(tasks.id, m.taskId), eq(tasks.robotId, robotId)));
      if (!t) {
        app.log.warn({ robotId, taskId: m.taskId }, 'a robot reported the result of a task it does not hold');
        return;
      }
      // Failed as lost, the run in fact went on (the server, or the network, was down meanwhile).
      if (t.state === 'failed' && LOST_ERRORS.includes(t.error)) {
        await reconcileLost(app, robotId, m, t.error);
        return;
      }
      const timedOut = m.outcome === 'timeout' || t.error === RUN_TIMEOUT_ERROR;
      const to: TaskStateValue =
        m.outcome === 'success'
          ? 'success'
          : timedOut
            ? 'runout'
            : m.outcome === 'stopped' && t.state === 'stopping'
              ? 'stopped'
              : 'failed';
      await finish(
        await moveTask(
          db,
          m.taskId,
          to,
          {
            finishedAt: new Date(),
            exitCode: m.exitCode,
            error: t.error || (m.error ?? ''),
            progress: to === 'success' ? 100 : undefined,
          },
          robotId,
        ),
      );
    },
  };
}
