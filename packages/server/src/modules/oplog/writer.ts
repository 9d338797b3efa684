import { type OplogRow, type OplogText, oplogDescription } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { operationLogs } from './schema';

/** A row as the list shows it, less what the database assigns, plus who it was. */
export type OpLogEntry = Omit<OplogRow, 'id' | 'at' | 'description'> & {
  userId: number | null;
  /** A catalogue key with its parameters, read in each reader's language. */
  description: OplogText;
};

/** PostgreSQL text cannot hold NUL; a refused input may carry one into the description. */
const storable = (text: string) => text.replaceAll('\0', '\\0');

export async function writeOpLog(db: Db, entry: OpLogEntry): Promise<void> {
  const keyed = entry.description;
  const params = Object.fromEntries(
    Object.entries(keyed.params ?? {}).map(([k, v]) => [
      k,
      typeof v === 'string' ? storable(v).slice(0, 500) : v,
    ]),
  );
  // The English wording is stored too: what older readers and unknown keys fall back to.
  const text = oplogDescription(
    { description: '', descriptionKey: keyed.key, descriptionParams: params },
    'en_US',
  );
  await db.insert(operationLogs).values({
    ...entry,
    userName: storable(entry.userName),
    description: storable(text).slice(0, 2000),
    descriptionKey: keyed.key,
    descriptionParams: params,
  });
}
