import { and, count, inArray, lt } from 'drizzle-orm';
import { type RetainedData, tableBytes } from '../../platform/retention';
import { taskDataItems } from './schema';

/** Items that have ended: never one waiting or running. */
const FINISHED = ['runSuccessfully', 'runFailed', 'waitTimeout', 'deleted'];

const expired = (before: Date) =>
  and(inArray(taskDataItems.state, FINISHED), lt(taskDataItems.finishedAt, before));

/** Task data records, kept by the time each finished; waiting and running ones are never removed. */
export const taskDataRecords: RetainedData = {
  async measure(db, before) {
    const [held] = await db.select({ n: count() }).from(taskDataItems);
    const [old] = before ? await db.select({ n: count() }).from(taskDataItems).where(expired(before)) : [];
    return {
      rows: held?.n ?? 0,
      bytes: await tableBytes(db, 'task_data_items'),
      expiredRows: old?.n ?? 0,
    };
  },
  async purge(db, before, limit) {
    const oldest = db
      .select({ id: taskDataItems.id })
      .from(taskDataItems)
      .where(expired(before))
      .orderBy(taskDataItems.id)
      .limit(limit);
    const gone = await db
      .delete(taskDataItems)
      .where(inArray(taskDataItems.id, oldest))
      .returning({ id: taskDataItems.id });
    return { rows: gone.length, files: [] };
  },
};
