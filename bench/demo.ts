import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processes } from '../packages/server/src/modules/processes/schema';
import { type Db, openDatabase } from '../packages/server/src/platform/db';
import { createDiskStore } from '../packages/server/src/platform/files';
import { seedDemo } from '../packages/server/src/seed';

/**
 * A migrated database holding the demo, with its stored files beside it:
 * PGlite in a scratch directory named after `bench`, or PostgreSQL when
 * DATABASE_URL is set.
 */
export async function demoDatabase(bench: string) {
  const scratch = mkdtempSync(path.join(tmpdir(), `rpa-bench-${bench}-`));
  const database = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : scratch,
  });
  await database.migrate();
  const files = createDiskStore(path.join(scratch, 'files'));
  await seedDemo(database.db, { files });
  return { database, db: database.db, files };
}

/** The demo's published process, with the version it runs. */
export async function publishedProcess(db: Db) {
  const [p] = (await db.select().from(processes)).filter((x) => x.releasedVersionId !== null);
  if (!p?.releasedVersionId) throw new Error('the demo has no published process');
  return { ...p, releasedVersionId: p.releasedVersionId };
}
