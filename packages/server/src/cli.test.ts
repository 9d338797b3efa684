import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { identitiesOf } from './modules/roles/grants';
import { users } from './modules/users/schema';
import { verifyPassword } from './platform/crypto/password';
import { openDatabase } from './platform/db';
import { createScratchPostgres } from './testing/db';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-cli-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

let databaseUrl: string | undefined;
async function env(): Promise<NodeJS.ProcessEnv> {
  if (process.env.TEST_DATABASE_URL && !databaseUrl) {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL);
    cleanups.push(scratch.drop);
    databaseUrl = scratch.url;
  }
  return { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
}

const run = async (args: string[], password: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...(await env()), ADMIN_PASSWORD: password },
    encoding: 'utf8',
  });

describe('create-admin', { timeout: 60_000 }, () => {
  it('creates the first administrator with all four identities, once', async () => {
    const weak = await run(['create-admin', '--account', 'root1', '--name', 'Root Admin'], 'short');
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('8-32');
    const badAccount = await run(
      ['create-admin', '--account', '1root', '--name', 'Root Admin'],
      'Strong@2026',
    );
    expect(badAccount.status).toBe(2);

    const ok = await run(['create-admin', '--account', 'root1', '--name', 'Root Admin'], 'Strong@2026');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const again = await run(['create-admin', '--account', 'ROOT1', '--name', 'Root Admin'], 'Strong@2026');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');

    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pgdata') },
    );
    const all = await database.db.select().from(users);
    expect(all.map((u) => u.account)).toEqual(['root1']);
    expect(await verifyPassword(all[0]!.passwordHash, 'Strong@2026')).toBe(true);
    expect(await identitiesOf(database.db, all[0]!.id)).toEqual([1, 2, 3, 4]);
    await database.close();
  });
});
