import { IDEMPOTENCY_KEY_HOURS } from '@rpa/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { applicationRunKeys } from './schema';

/**
 * Runs `start` once per application and key within IDEMPOTENCY_KEY_HOURS:
 * a repeated key answers the task the first request started. The key row is
 * written in the same transaction as the task, so a second request with the
 * key waits on the first (the primary key) and then finds its task, and a
 * failed start leaves no key behind.
 */
export async function oncePerKey(
  db: Db,
  applicationId: number,
  key: string,
  start: (tx: Db) => Promise<number>,
): Promise<{ taskId: number; repeated: boolean }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const stale = new Date(Date.now() - IDEMPOTENCY_KEY_HOURS * 3600_000);
    await t
      .delete(applicationRunKeys)
      .where(
        and(
          eq(applicationRunKeys.applicationId, applicationId),
          eq(applicationRunKeys.key, key),
          lt(applicationRunKeys.createdAt, stale),
        ),
      );
    const [claimed] = await t
      .insert(applicationRunKeys)
      .values({ applicationId, key, taskId: 0 })
      .onConflictDoNothing()
      .returning({ key: applicationRunKeys.key });
    if (!claimed) {
      const [first] = await t
        .select({ taskId: applicationRunKeys.taskId })
        .from(applicationRunKeys)
        .where(and(eq(applicationRunKeys.applicationId, applicationId), eq(applicationRunKeys.key, key)));
      return { taskId: first?.taskId ?? 0, repeated: true };
    }
    const taskId = await start(t);
    await t
      .update(applicationRunKeys)
      .set({ taskId })
      .where(and(eq(applicationRunKeys.applicationId, applicationId), eq(applicationRunKeys.key, key)));
    return { taskId, repeated: false };
  });
}
