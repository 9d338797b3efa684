import { DATA_SYNC_TABLES, type DataSyncStatus } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { queueLag } from './capture';
import { dataSyncProgress, dataSyncState } from './schema';
import { syncSettings } from './settings';

/** Where the sync stands, for the console's status panel. */
export async function syncStatus(db: Db): Promise<DataSyncStatus> {
  const { value } = await syncSettings.view(db);
  const [state] = await db.select().from(dataSyncState).where(eq(dataSyncState.id, 1));
  const progress = await db.select().from(dataSyncProgress);
  const copying = value.enabled && state?.phase !== 'syncing';
  const lastError = value.enabled ? (state?.lastError ?? '') : '';
  return {
    state: !value.enabled ? 'disabled' : lastError ? 'error' : copying ? 'copying' : 'syncing',
    copying,
    tables: DATA_SYNC_TABLES.map((table) => {
      const p = progress.find((r) => r.tableName === table);
      return { table, copied: p?.copied ?? 0, total: p?.total ?? 0, done: p?.done ?? false };
    }),
    lag: await queueLag(db),
    rowsCopied: state?.rowsCopied ?? 0,
    lastSyncedAt: state?.lastSyncedAt?.toISOString() ?? null,
    lastError,
    lastErrorAt: lastError ? (state?.lastErrorAt?.toISOString() ?? null) : null,
  };
}
