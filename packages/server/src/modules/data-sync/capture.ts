import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { query } from '../../platform/db/rows';
import { dataSyncCapture, dataSyncChanges, dataSyncState } from './schema';

/**
 * The capture's switch and its queue (migration 0034): while the switch's
 * row is there, the triggers queue every change of the copied tables.
 */

/** Switches capture on; a no-op when it is. */
export async function startCapture(db: Db): Promise<void> {
  await db.insert(dataSyncCapture).values({ id: 1 }).onConflictDoNothing();
}

/**
 * Switches capture off, forgets the queue and what was copied where: changes
 * made from now on are not seen, so the next enabled sync copies everything.
 */
export async function stopCapture(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dataSyncCapture);
    await tx.delete(dataSyncChanges);
    await tx
      .update(dataSyncState)
      .set({ phase: 'idle', target: '', captureFrom: null })
      .where(eq(dataSyncState.id, 1));
  });
}

export async function captureOn(db: Db): Promise<boolean> {
  const rows = await db.select().from(dataSyncCapture);
  return rows.length > 0;
}

/**
 * The snapshot's xmax now: every transaction that could have written before
 * capture was on has an id below it. The copy waits until they all ended.
 */
export async function snapshotXmax(db: Db): Promise<number> {
  const [row] = await query<{ x: string }>(
    db,
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`,
  );
  return Number(row?.x ?? 0);
}

/** Whether every transaction with an id below `xid` has ended. */
export async function endedBefore(db: Db, xid: number): Promise<boolean> {
  const [row] = await query<{ x: string }>(
    db,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS x`,
  );
  return Number(row?.x ?? 0) >= xid;
}

export interface QueuedChange {
  id: number;
  tableName: string;
  k1: number;
  k2: number;
}

/**
 * The oldest queued changes of finished transactions. The id is taken when
 * the change is written, not when it commits, so a change of a transaction
 * still running may have a lower id than one already committed: it is left
 * for a later read (never skipped for good, as a cursor over ids would).
 */
export function readQueue(db: Db, limit: number): Promise<QueuedChange[]> {
  return db
    .select({
      id: dataSyncChanges.id,
      tableName: dataSyncChanges.tableName,
      k1: dataSyncChanges.k1,
      k2: dataSyncChanges.k2,
    })
    .from(dataSyncChanges)
    .where(sql`${dataSyncChanges.xid} < pg_snapshot_xmin(pg_current_snapshot())`)
    .orderBy(asc(dataSyncChanges.id))
    .limit(limit);
}

/** Forgets changes once the target committed them. */
export async function forgetChanges(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(dataSyncChanges).where(inArray(dataSyncChanges.id, ids));
}

/** Changes waiting, and the age in whole seconds of the oldest (0 when none waits). */
export async function queueLag(db: Db): Promise<{ changes: number; oldestSeconds: number }> {
  const [row] = await query<{ n: string; age: string | null }>(
    db,
    sql`SELECT count(*)::bigint AS n, floor(extract(epoch FROM now() - min(${dataSyncChanges.at})))::bigint AS age
        FROM ${dataSyncChanges}`,
  );
  return { changes: Number(row?.n ?? 0), oldestSeconds: Math.max(0, Number(row?.age ?? 0)) };
}
