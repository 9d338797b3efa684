import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { TaskRecord } from './lifecycle';
import { tasks } from './schema';

/** A task as its creator describes it; the database fills in the rest (state pending, times, attempt 1). */
export type NewTask = typeof tasks.$inferInsert;

/**
 * The one place tasks are created: a manual run, a schedule's fire, a retry,
 * a reissued withdrawal or a past run recorded. Inside the caller's
 * transaction when it passes one; the dispatcher is kicked by the caller.
 */
export async function createTasks(db: Db, rows: NewTask[]): Promise<TaskRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(tasks).values(rows).returning();
}

/**
 * Withdraws a schedule's waiting tasks (schedule disabled or deleted): they
 * end cancelled with the reason, so enabling the schedule again can reissue
 * exactly those. Tasks already handed to a robot are not touched.
 */
export async function cancelPendingTasks(db: Db, scheduleId: number, reason: string): Promise<TaskRecord[]> {
  return db
    .update(tasks)
    .set({ state: 'cancelled', finishedAt: new Date(), error: reason })
    .where(and(eq(tasks.scheduleId, scheduleId), eq(tasks.state, 'pending')))
    .returning();
}

/**
 * Issues again, as new waiting tasks, what `cancelPendingTasks` withdrew with
 * `reason`; each withdrawn one is marked so it is reissued only once.
 */
export async function reissueCancelledTasks(
  db: Db,
  scheduleId: number,
  reason: string,
): Promise<TaskRecord[]> {
  const withdrawn = await db
    .update(tasks)
    .set({ error: `${reason}; reissued` })
    .where(and(eq(tasks.scheduleId, scheduleId), eq(tasks.state, 'cancelled'), eq(tasks.error, reason)))
    .returning();
  const now = new Date();
  return createTasks(
    db,
    withdrawn.map(({ id: _id, state: _s, error: _e, finishedAt: _f, createdAt: _c, ...rest }) => ({
      ...rest,
      state: 'pending',
      plannedAt: now,
    })),
  );
}
