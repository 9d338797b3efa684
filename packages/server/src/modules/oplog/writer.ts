import type { OplogRow } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { operationLogs } from './schema';

/** A row as the list shows it, less what the database assigns, plus who it was. */
export type OpLogEntry = Omit<OplogRow, 'id' | 'at'> & { userId: number | null };

export async function writeOpLog(db: Db, entry: OpLogEntry): Promise<void> {
  await db.insert(operationLogs).values({ ...entry, description: entry.description.slice(0, 2000) });
}
