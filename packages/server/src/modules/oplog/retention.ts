import { count, inArray, lt } from 'drizzle-orm';
import { type RetainedData, tableBytes } from '../../platform/retention';
import { operationLogs } from './schema';

/** The operation log, kept by the time of each row. */
export const oplogData: RetainedData = {
  async measure(db, before) {
    const [held] = await db.select({ n: count() }).from(operationLogs);
    const [expired] = before
      ? await db.select({ n: count() }).from(operationLogs).where(lt(operationLogs.at, before))
      : [];
    return {
      rows: held?.n ?? 0,
      bytes: await tableBytes(db, 'operation_logs'),
      expiredRows: expired?.n ?? 0,
    };
  },
  async purge(db, before, limit) {
    const oldest = db
      .select({ id: operationLogs.id })
      .from(operationLogs)
      .where(lt(operationLogs.at, before))
      .orderBy(operationLogs.id)
      .limit(limit);
    const gone = await db
      .delete(operationLogs)
      .where(inArray(operationLogs.id, oldest))
      .returning({ id: operationLogs.id });
    return { rows: gone.length, files: [] };
  },
};
