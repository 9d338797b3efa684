import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { loadRsaKeys } from '../modules/auth/rsa';
import { createSealer } from '../platform/crypto';
import { type Db, MIGRATIONS_DIR, PGLITE_EXTENSIONS } from '../platform/db';
import * as schema from '../platform/db/schema';
import { seedDemo } from '../seed';
import { createTemplatePostgres } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Master key of every test app: the demo template's RSA private key is sealed with it. */
    testMasterKey: string;
    /** PGlite: dumps (tarballs) of a migrated empty database and of one holding the demo. */
    pgliteTemplate: string;
    pgliteDemoTemplate: string;
    /** PostgreSQL (TEST_DATABASE_URL): template databases of the same two states. */
    postgresTemplate: string;
    postgresDemoTemplate: string;
  }
}

/** The demo rows (no stored packages, no run history) and the RSA key pair the app would create. */
async function addDemo(db: Db, masterKey: Buffer): Promise<void> {
  await seedDemo(db);
  await loadRsaKeys(db, createSealer(masterKey));
}

/**
 * Creating a PGlite database runs initdb, migrating takes seconds and the demo
 * hashes six argon2 passwords: done once per run, each test file then loads a
 * dump (PGlite) or copies a template database (PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const masterKey = randomBytes(32);
  project.provide('testMasterKey', masterKey.toString('hex'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const empty = await createTemplatePostgres(adminUrl, async () => {});
    const demo = await createTemplatePostgres(adminUrl, (d) => addDemo(d.db, masterKey));
    project.provide('postgresTemplate', empty.name);
    project.provide('postgresDemoTemplate', demo.name);
    project.provide('pgliteTemplate', '');
    project.provide('pgliteDemoTemplate', '');
    return async () => {
      await empty.drop();
      await demo.drop();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'rpa-pglite-template-'));
  const write = async (name: string, client: PGlite) => {
    const file = path.join(dir, name);
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  };
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const emptyFile = await write('template.tar', client);
  await addDemo(drizzle({ client, schema }) as unknown as Db, masterKey);
  const demoFile = await write('demo.tar', client);
  await client.close();
  project.provide('pgliteTemplate', emptyFile);
  project.provide('pgliteDemoTemplate', demoFile);
  project.provide('postgresTemplate', '');
  project.provide('postgresDemoTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
