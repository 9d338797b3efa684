import { and, eq, getTableColumns, sql } from 'drizzle-orm';
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

/** The columns a row names (undefined ones left to their defaults), in a stable order. */
const named = (row: NewTask) =>
  (Object.keys(row) as Array<keyof NewTask>).filter((k) => row[k] !== undefined).sort();

/**
 * `createTasks` for callers that make many and need no rows back (a
 * scheduler pass). Rows naming the same columns go in as one JSON parameter
 * read by `jsonb_populate_recordset`: a statement of 500 rows with 30
 * parameters each took PostgreSQL and the driver longer than the work.
 */
export async function insertTasks(db: Db, rows: NewTask[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const keys = named(first);
  const alike = rows.every((r) => named(r).join() === keys.join());
  if (!alike) {
    await db.insert(tasks).values(rows);
    return;
  }
  const columns = getTableColumns(tasks);
  const names = keys.map((k) => columns[k].name);
  const json = rows.map((r) => Object.fromEntries(keys.map((k) => [columns[k].name, r[k]])));
  await db.execute(
    sql`insert into ${tasks} (${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )}) select ${sql.join(
      names.map((n) => sql`r.${sql.identifier(n)}`),
      sql`, `,
    )} from jsonb_populate_recordset(null::${tasks}, ${JSON.stringify(json)}::jsonb) r`,
  );
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
