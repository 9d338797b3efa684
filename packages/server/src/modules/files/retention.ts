import { and, count, eq, inArray, lt, sum } from 'drizzle-orm';
import type { RetainedData } from '../../platform/retention';
import { files } from './schema';

const produced = eq(files.source, 'client');

/**
 * Process documents that robots produced, kept as long as the runs' files
 * they came with (data cleaning's "files produced by runs"), by their last
 * change: a document replaced by a later run is as new as that run.
 */
export const producedDocuments: RetainedData = {
  async measure(db, before) {
    const [held] = await db
      .select({ n: count(), bytes: sum(files.size).mapWith(Number) })
      .from(files)
      .where(produced);
    const [expired] = before
      ? await db
          .select({ n: count() })
          .from(files)
          .where(and(produced, lt(files.updatedAt, before)))
      : [];
    return { rows: held?.n ?? 0, bytes: held?.bytes ?? 0, expiredRows: expired?.n ?? 0 };
  },
  async purge(db, before, limit) {
    const oldest = db
      .select({ id: files.id })
      .from(files)
      .where(and(produced, lt(files.updatedAt, before)))
      .orderBy(files.id)
      .limit(limit);
    const gone = await db
      .delete(files)
      .where(inArray(files.id, oldest))
      .returning({ sha256: files.sha256, size: files.size });
    return { rows: gone.length, files: gone };
  },
};
