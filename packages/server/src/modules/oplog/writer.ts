import type { OplogRow } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { operationLogs } from './schema';

/** A row as the list shows it, less what the database assigns, plus who it was. */
export type OpLogEntry = Omit<OplogRow, 'id' | 'at'> & { userId: number | null };

/** PostgreSQL text cannot hold NUL; a refused input may carry one into the description. */
const storable = (text: string) => text.replaceAll('\0', '\\0');

export async function writeOpLog(db: Db, entry: OpLogEntry): Promise<void> {
  await db.insert(operationLogs).values({
    ...entry,
    userName: storable(entry.userName),
    description: storable(entry.description).slice(0, 2000),
  });
}
