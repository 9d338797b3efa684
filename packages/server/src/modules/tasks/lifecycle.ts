import { EventEmitter } from 'node:events';
import { TASK_STATES_FROM, type TaskStateValue } from '@rpa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { countRuns } from '../processes';
import { robotFreed } from '../robots';
import { alertTaskEnd } from './alerts';
import { createTasks } from './create';
import { tasks } from './schema';

export type TaskRecord = typeof tasks.$inferSelect;

/** Outcomes after which a task with retries left runs again. */
const RETRIED: readonly TaskStateValue[] = ['failed', 'runout'];

/**
 * Moves a task to `to` if TASK_TRANSITIONS allows it from its current state
 * (and, when given, only while `robotId` holds it). Returns the updated row,
 * or null when the task was elsewhere: the caller's news came too late.
 */
export async function moveTask(
  db: Db,
  id: number,
  to: TaskStateValue,
  set: Partial<TaskRecord> = {},
  robotId?: number,
): Promise<TaskRecord | null> {
  const [row] = await db
    .update(tasks)
    .set({ ...set, state: to })
    .where(
      and(
        eq(tasks.id, id),
        inArray(tasks.state, [...TASK_STATES_FROM[to]]),
        robotId === undefined ? undefined : eq(tasks.robotId, robotId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * What follows a task's end: its robot is free again, the process counts
 * the run, and a failed or timed-out run with retries left is queued again
 * as a new task (attempt + 1) so each attempt keeps its own logs.
 */
export async function afterFinish(db: Db, t: TaskRecord): Promise<TaskRecord | null> {
  if (t.robotId !== null) {
    await robotFreed(db, t.robotId);
  }
  if (t.startedAt) {
    await countRuns(db, [{ processId: t.processId, versionId: t.versionId, startedAt: t.startedAt }]);
  }
  if (!RETRIED.includes(t.state as TaskStateValue) || t.retriesLeft <= 0) return null;
  const [retry] = await createTasks(db, [
    {
      processId: t.processId,
      versionId: t.versionId,
      departmentId: t.departmentId,
      operatorId: t.operatorId,
      operatorName: t.operatorName,
      source: t.source,
      scheduleId: t.scheduleId,
      scheduleName: t.scheduleName,
      priority: t.priority,
      parameters: t.parameters,
      candidateRobotIds: t.candidateRobotIds,
      waitTimeout: t.waitTimeout,
      runTimeout: t.runTimeout,
      retriesLeft: t.retriesLeft - 1,
      attempt: t.attempt + 1,
      retryOf: t.id,
      plannedAt: new Date(),
    },
  ]);
  return retry ?? null;
}

/** Emits 'task' with each task whose `settle` is done, so a test can wait for that rather than for time. */
export const settled = new EventEmitter();

/**
 * Everything after a task ended, wherever it ended (robot result, sweep,
 * removal): the follow-ups of `afterFinish`, the schedule's alert, and a
 * dispatch pass for the robot it freed and the retry it may have queued.
 */
export async function settle(app: FastifyInstance, t: TaskRecord | null): Promise<void> {
  if (!t) return;
  await afterFinish(app.database.db, t);
  await alertTaskEnd(app, t).catch((err: unknown) =>
    app.log.error({ err, taskId: t.id }, 'task alert failed'),
  );
  app.dispatcher.kick();
  settled.emit('task', t);
}
