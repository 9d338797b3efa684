import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { type Database, MIGRATIONS_DIR, query } from './index';
import { sysConfig } from './schema';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ fromScratch: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies every migration of the journal', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await database.migrationCount()).toBe(journal.entries.length);
    const tables = await query<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((t) => t.table_name)).toContain('sys_config');
  });

  it('is idempotent: migrating again applies nothing and keeps data', async () => {
    await database.db.insert(sysConfig).values({ key: 'k', value: { a: 1 } });
    await database.migrate();
    expect(await database.migrationCount()).toBe(journal.entries.length);
    const rows = await database.db.select().from(sysConfig);
    expect(rows).toEqual([expect.objectContaining({ key: 'k', value: { a: 1 } })]);
  });

  it('stores and reads JSON, timestamps and transactions the same way', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(sysConfig).values({ key: 'rolled-back', value: 'x' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await database.db.select().from(sysConfig);
    expect(rows.map((r) => r.key)).not.toContain('rolled-back');
    expect(rows[0]?.updatedAt).toBeInstanceOf(Date);
  });
});
