import { asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { processes } from '../processes';
import { taskEvents, tasks } from './schema';

/** A task's creation or change of state, with what a listener tells others of the task. */
export interface TaskEvent {
  id: number;
  taskId: number;
  state: string;
  departmentId: number;
  at: Date;
  task: {
    id: number;
    processId: number;
    processName: string;
    source: string;
    operatorName: string;
    robotName: string;
    attempt: number;
    exitCode: number | null;
    error: string;
    createdAt: Date;
    startedAt: Date | null;
    finishedAt: Date | null;
  } | null;
}

/**
 * The task events after `afterId`, oldest first (docs/open-api.md,
 * "Webhooks"). `task` is the task as it is now (null once it was deleted);
 * the event's own state is `state`.
 */
export async function taskEventsAfter(db: Db, afterId: number, limit: number): Promise<TaskEvent[]> {
  const rows = await db
    .select({
      e: taskEvents,
      t: {
        id: tasks.id,
        processId: tasks.processId,
        source: tasks.source,
        operatorName: tasks.operatorName,
        robotName: tasks.robotName,
        attempt: tasks.attempt,
        exitCode: tasks.exitCode,
        error: tasks.error,
        createdAt: tasks.createdAt,
        startedAt: tasks.startedAt,
        finishedAt: tasks.finishedAt,
      },
      processName: processes.name,
    })
    .from(taskEvents)
    .leftJoin(tasks, eq(tasks.id, taskEvents.taskId))
    .leftJoin(processes, eq(processes.id, tasks.processId))
    .where(gt(taskEvents.id, afterId))
    .orderBy(asc(taskEvents.id))
    .limit(limit);
  return rows.map(({ e, t, processName }) => ({
    id: e.id,
    taskId: e.taskId,
    state: e.state,
    departmentId: e.departmentId,
    at: e.at,
    task: t ? { ...t, processName: processName ?? '' } : null,
  }));
}

/** Forgets the events up to `upToId`, once read. */
export async function forgetTaskEvents(db: Db, upToId: number): Promise<void> {
  await db.delete(taskEvents).where(lte(taskEvents.id, upToId));
}
