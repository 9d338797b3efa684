import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { forgetChanges, readQueue } from './capture';
import { dataSyncState } from './schema';
import { keyOf, readKeys, rowKey, type SourceRows } from './source';
import { MASKED, SYNCED_TABLES, type SyncedTable } from './tables';
import type { RowKey, Target } from './target';

/** Queued changes applied per target transaction. */
export const APPLY_BATCH = 2000;

/**
 * One batch of the queue, applied to `target`: for each changed key the
 * row as it is now is upserted, or deleted there when it is gone here. The
 * queue rows are deleted only after the target committed; a stop in between
 * applies them again, to the same effect (no duplicates, nothing lost).
 * Answers how many queued changes it applied.
 */
export async function applyBatch(db: Db, target: Target): Promise<number> {
  const changes = await readQueue(db, APPLY_BATCH);
  if (!changes.length) return 0;
  // Several changes of one row are one upsert of its state now.
  const byTable = new Map<string, Map<string, RowKey>>();
  for (const c of changes) {
    const keys = byTable.get(c.tableName) ?? new Map<string, RowKey>();
    byTable.set(c.tableName, keys);
    keys.set(`${c.k1}:${c.k2}`, { k1: c.k1, k2: c.k2 });
  }
  const plans: Array<{ t: SyncedTable; found: SourceRows; gone: RowKey[] }> = [];
  for (const t of SYNCED_TABLES) {
    const keys = byTable.get(t.name);
    if (!keys) continue;
    const found = await readKeys(db, t, [...keys.values()]);
    const present = new Set(
      found.rows.map((r) => {
        const k = rowKey(keyOf(t, r));
        return `${k.k1}:${k.k2}`;
      }),
    );
    const gone = [...keys.entries()].filter(([k]) => !present.has(k)).map(([, key]) => key);
    plans.push({ t, found, gone });
  }
  let written = 0;
  await target.transaction(async (tx) => {
    for (const { t, found, gone } of plans) {
      if (found.rows.length) await tx.upsert(t, found.json);
      await tx.deleteKeys(t, gone);
      written += found.rows.length + gone.length;
      if (t.name === 'log_fields') {
        // A field that became a password field: its values already there are masked too.
        const ids = found.rows.filter((r) => r.type === 'password').map((r) => Number(r.id));
        await tx.maskPasswordFields(ids, MASKED);
      }
    }
  });
  await forgetChanges(
    db,
    changes.map((c) => c.id),
  );
  await db
    .update(dataSyncState)
    .set({ rowsCopied: sql`${dataSyncState.rowsCopied} + ${written}`, lastSyncedAt: new Date() })
    .where(eq(dataSyncState.id, 1));
  return changes.length;
}
