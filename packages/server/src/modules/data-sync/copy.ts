import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { endedBefore, snapshotXmax, startCapture } from './capture';
import { dataSyncProgress, dataSyncState } from './schema';
import { countRows, keyOf, readPage, rowKey } from './source';
import { SYNCED_TABLES } from './tables';
import type { Target } from './target';

/** Rows per page of the first copy: one source read and one target transaction each. */
export const COPY_PAGE = 2000;

/**
 * Starts a first copy to `target` (its kind, URL and user): capture goes on
 * first, then the copy is planned from the first key of every table. Changes
 * made while it copies wait in the queue and are applied after it.
 */
export async function beginCopy(db: Db, target: string): Promise<void> {
  await startCapture(db);
  // Read after capture is on (its own committed statement): a transaction below this began before it.
  const captureFrom = await snapshotXmax(db);
  await db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    await tx.delete(dataSyncProgress);
    for (const t of SYNCED_TABLES) {
      await tx.insert(dataSyncProgress).values({ tableName: t.name, total: await countRows(d, t) });
    }
    await tx
      .update(dataSyncState)
      .set({ phase: 'copying', target, recopy: false, captureFrom, rowsCopied: 0, lastSyncedAt: null })
      .where(eq(dataSyncState.id, 1));
  });
}

/**
 * One page of the first copy, into `target`: the rows after the last key
 * copied, upserted, and the target's rows in that key range that are no
 * longer here deleted; then the page's last key is recorded. A stop between
 * the target's commit and the record copies the page again, to the same
 * effect. Answers the rows copied, or null once every table is done (the
 * caller then syncs changes), or 0 while transactions older than capture run.
 */
export async function copyStep(db: Db, target: Target, captureFrom: number | null): Promise<number | null> {
  if (captureFrom !== null && !(await endedBefore(db, captureFrom))) return 0;
  const progress = await db.select().from(dataSyncProgress);
  const t = SYNCED_TABLES.find((s) => !progress.find((p) => p.tableName === s.name)?.done);
  if (!t) {
    await db
      .update(dataSyncState)
      .set({ phase: 'syncing', captureFrom: null })
      .where(and(eq(dataSyncState.id, 1), eq(dataSyncState.phase, 'copying')));
    return null;
  }
  const after = progress.find((p) => p.tableName === t.name)?.lastKey ?? null;
  const page = await readPage(db, t, after, COPY_PAGE);
  const keys = page.rows.map((r) => keyOf(t, r));
  const last = keys.at(-1) ?? null;
  const done = page.rows.length < COPY_PAGE;
  await target.transaction(async (tx) => {
    await tx.upsert(t, page.json);
    await tx.deleteRangeExcept(t, after, done ? null : last, keys.map(rowKey));
  });
  await db.transaction(async (tx) => {
    await tx
      .update(dataSyncProgress)
      .set({
        lastKey: last ?? after,
        copied: sql`${dataSyncProgress.copied} + ${page.rows.length}`,
        done,
      })
      .where(eq(dataSyncProgress.tableName, t.name));
    await tx
      .update(dataSyncState)
      .set({ rowsCopied: sql`${dataSyncState.rowsCopied} + ${page.rows.length}`, lastSyncedAt: new Date() })
      .where(eq(dataSyncState.id, 1));
  });
  return page.rows.length;
}
