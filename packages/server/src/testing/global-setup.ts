import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from '../platform/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tarball) each test file starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); loading a dump of one
 * already migrated takes about a second. Done once per run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rpa-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
