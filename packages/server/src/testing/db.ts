import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../platform/db';

/** The run's master key: the demo template's RSA private key is sealed with it, so every test app uses it. */
export function testMasterKey(): Buffer {
  return Buffer.from(inject('testMasterKey'), 'hex');
}

async function admin<T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database on the PostgreSQL server of `adminUrl` (empty, or a copy of `template`), and how to drop it. */
export async function createScratchPostgres(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rpa_test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` template ${template}` : '';
  await admin(adminUrl, (c) => c.query(`create database ${name}${from}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/**
 * A template database on the PostgreSQL server of `adminUrl`, filled by `fill`
 * after migrating; test files copy it with `create database ... template`.
 */
export async function createTemplatePostgres(
  adminUrl: string,
  fill: (database: Database) => Promise<void>,
): Promise<{ name: string; drop(): Promise<void> }> {
  const scratch = await createScratchPostgres(adminUrl);
  const database = await openDatabase({ url: scratch.url });
  try {
    await database.migrate();
    await fill(database);
  } finally {
    // A template must have no connections while it is copied.
    await database.close();
  }
  return { name: new URL(scratch.url).pathname.slice(1), drop: scratch.drop };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database on it that is
 * dropped again on close. Copied from the run's templates (global-setup.ts):
 * empty, or holding the demo when `demo` is set; `fromScratch` migrates an
 * empty PGlite from nothing instead.
 */
export async function createTestDatabase(
  options: { fromScratch?: boolean; demo?: boolean } = {},
): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const templateFile = options.fromScratch
      ? undefined
      : inject(options.demo ? 'pgliteDemoTemplate' : 'pgliteTemplate');
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    const database = await openDatabase({ template });
    await database.migrate();
    return database;
  }
  const template = inject(options.demo ? 'postgresDemoTemplate' : 'postgresTemplate');
  const scratch = await createScratchPostgres(adminUrl, template || undefined);
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
