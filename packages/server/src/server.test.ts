import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './platform/db';
import { sysConfig } from './platform/db/schema';
import { createScratchPostgres } from './testing/db';

const here = path.dirname(fileURLToPath(import.meta.url));

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/console ready at http:\/\/[\d.]+:(\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

/** Resolves once the child has told of `count` slow writes started. */
function writesStarted(child: ChildProcess, count: number): Promise<void> {
  return new Promise((resolve) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if ((out.match(/slow write started:/g) ?? []).length >= count) resolve();
    });
  });
}

describe('graceful shutdown', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('finishes in-flight writes on SIGTERM, refuses new ones, and loses nothing', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-shutdown-'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    let databaseUrl: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL);
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
      env.DATABASE_URL = databaseUrl;
    }
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'testing/slow-write-server.ts')],
      {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const port = await waitForPort(child);
    const base = `http://127.0.0.1:${port}/api`;

    const keys = Array.from({ length: 12 }, (_, i) => `inflight-${i}`);
    const started = writesStarted(child, keys.length);
    const writes = keys.map((key) =>
      fetch(`${base}/t/slow-write`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: number } })),
    );
    // Once every request has reached the handler, ask the server to stop.
    await started;
    child.kill('SIGTERM');

    const results = await Promise.all(writes);
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(0);
    }
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/health`)).rejects.toThrow();

    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pgdata') },
    );
    const rows = await database.db.select().from(sysConfig).where(like(sysConfig.key, 'inflight-%'));
    await database.close();
    expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort());
  });
});
