import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { files } from './schema';

/** Which of these stored files a file row names. */
export async function heldFiles(db: Db, shas: readonly string[]): Promise<string[]> {
  if (shas.length === 0) return [];
  const rows = await db
    .selectDistinct({ sha: files.sha256 })
    .from(files)
    .where(inArray(files.sha256, [...shas]));
  return rows.map((r) => r.sha);
}
