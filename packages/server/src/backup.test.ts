import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PackageUploadResult } from '@rpa/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { examplePackage } from './modules/processes/example';
import { ClusterNode, signInOver } from './testing/cluster';
import { createScratchPostgres } from './testing/db';

/**
 * Backup and restore as docs/operations.md tells operators to do them: the
 * database (pg_dump/pg_restore on PostgreSQL, the stopped data directory on
 * PGlite) and DATA_DIR (stored files and the master key), restored into a
 * new place; a server started there signs users in and serves what was there.
 */
const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
const noDump =
  postgres && spawnSync('pg_dump', ['--version']).status !== 0
    ? 'needs pg_dump and pg_restore (Debian: postgresql-client)'
    : null;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `rpa-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A server process on `dataDir` (and `databaseUrl` on PostgreSQL), with the demo. */
function server(name: string, dataDir: string, databaseUrl: string | undefined): ClusterNode {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO: 'true', LOG_LEVEL: 'info' };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'MASTER_KEY', 'FILE_STORE_URL']) delete env[k];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const node = new ClusterNode(name, env);
  cleanups.push(() => node.kill());
  return node;
}

function run(command: string, args: string[]): void {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} failed (${r.status}): ${r.stderr}`);
}

describe.skipIf(noDump)(`backup and restore (${postgres ? 'PostgreSQL' : 'PGlite'}) ${noDump ?? ''}`, () => {
  it('a restored installation signs users in and serves the processes and files of the backup', {
    timeout: 240_000,
  }, async () => {
    const admin = process.env.TEST_DATABASE_URL as string;
    const dbA = postgres ? await createScratchPostgres(admin) : null;
    if (dbA) cleanups.push(dbA.drop);
    const dataA = tempDir('backup-a');
    const a = server('before', dataA, dbA?.url);
    await a.start();

    // What the backup must hold: a process package (a stored file) and its rows.
    const zip = await examplePackage({ name: 'Kept by the backup', version: '1.0.0' });
    const dev = await signInOver(a.api, 'developer');
    const up = await dev.upload<PackageUploadResult>('/process/dev/upload', 'package.zip', zip);
    expect(up.body.code, up.body.msg).toBe(0);
    const versionId = up.body.result.version.id;

    const backup = tempDir('backup');
    if (dbA) {
      // PostgreSQL: online, a consistent snapshot while the node serves; then the files.
      run('pg_dump', ['--format=custom', '--file', path.join(backup, 'rpa.dump'), dbA.url]);
      cpSync(dataA, path.join(backup, 'data'), { recursive: true });
      // A change after the backup, which the restore must not have.
      const later = await dev.upload<PackageUploadResult>(
        '/process/dev/upload',
        'later.zip',
        await examplePackage({ name: 'Made after the backup', version: '1.0.0' }),
      );
      expect(later.body.code, later.body.msg).toBe(0);
    } else {
      // PGlite: the data directory of a stopped server (the database is in DATA_DIR/pgdata).
      await a.stop();
      cpSync(dataA, path.join(backup, 'data'), { recursive: true });
    }
    await a.stop();
    rmSync(dataA, { recursive: true, force: true });

    // Restore into a new data directory (and a new, empty database).
    const dataB = tempDir('restored');
    cpSync(path.join(backup, 'data'), dataB, { recursive: true });
    const dbB = postgres ? await createScratchPostgres(admin) : null;
    if (dbB) {
      cleanups.push(dbB.drop);
      run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        '--dbname',
        dbB.url,
        path.join(backup, 'rpa.dump'),
      ]);
    }
    const b = server('restored', dataB, dbB?.url);
    await b.start();

    // Signing in unseals the server's RSA key with the restored master key.
    const restored = await signInOver(b.api, 'developer');
    const list = await restored.call<{ records: Array<{ name: string }> }>('POST', '/process/dev/list', {});
    expect(list.body.code, list.body.msg).toBe(0);
    const names = list.body.result.records.map((r) => r.name);
    expect(names).toContain('Kept by the backup');
    expect(names).not.toContain('Made after the backup');
    const pkg = await restored.download('GET', `/process/dev/download?versionId=${versionId}`);
    expect(pkg.status).toBe(200);
    expect(pkg.raw.equals(zip)).toBe(true);
    await b.stop();
  });
});
