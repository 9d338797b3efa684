import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { TEST_LICENCE_PUBLIC_KEY_FILE } from '../../packages/server/src/config';
import { ROBOT_DEPARTMENT, type Store } from './setup';

const MAIN = path.resolve(import.meta.dirname, '../../packages/server/dist/main.js');
const LOOP_DELAY = path.resolve(import.meta.dirname, 'loop-delay.mjs');

/** The server's event-loop delay over a window, in ms. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Warnings and errors the server logged (pino levels 40 and up), by message. */
export type ServerLog = Map<string, number>;

export interface RunningServer {
  child: ChildProcess;
  api: string;
  warnings: ServerLog;
  errors: ServerLog;
  /** The server's event-loop delay since the last call (or its start), read through loop-delay.mjs. */
  loopDelay(): Promise<LoopDelay>;
  /** Queries waiting for one of the PostgreSQL pool's connections now (GET /metrics); null on PGlite. */
  poolWaiting(): Promise<number | null>;
  /** SIGTERM, then waits for the exit (the server closes connections and the database first). */
  stop(): Promise<number | null>;
}

/** A TCP port free on the loopback now (the benches' servers each take one). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** The period robots beat at (ROBOT_HEARTBEAT_SECONDS). */
  heartbeatSeconds: number;
  /** Its NODE_ID: each node of a scale-out has its own. */
  nodeId?: string;
  /** More environment, e.g. REDIS_URL and MASTER_KEY shared by the nodes of a scale-out. */
  env?: Record<string, string>;
}

/**
 * The built server (`packages/server/dist/main.js`) as a child process, so the
 * fleet and the server each have their own event loop, as robots and server
 * have on real machines. Robots register into the demo Finance department,
 * the repository's licence test key is trusted, and robots beat every
 * `heartbeatSeconds`. loop-delay.mjs is preloaded to measure its event loop.
 * Several nodes of one installation are several calls on the same store
 * (DATA_DIR, so one file store), each with its own `nodeId`.
 */
export async function startServer(store: Store, options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.url ?? '',
    DEMO: '',
    APP_LANG: 'en_US',
    LOG_LEVEL: 'info',
    NODE_ID: options.nodeId ?? 'fleet-bench',
    ROBOT_HEARTBEAT_SECONDS: String(options.heartbeatSeconds),
    ROBOT_DEPARTMENT,
    LICENCE_PUBLIC_KEYS: readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8'),
    ...options.env,
  };
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=…` to profile it.
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', LOOP_DELAY, MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let delayed: ((d: LoopDelay) => void) | null = null;
  const warnings: ServerLog = new Map();
  const errors: ServerLog = new Map();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const bump = (m: ServerLog, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      let entry: { level?: number; msg?: string; err?: { message?: string }; loopDelay?: LoopDelay };
      try {
        entry = JSON.parse(line);
      } catch {
        bump(errors, line.slice(0, 200));
        return;
      }
      if (entry.loopDelay) {
        delayed?.(entry.loopDelay);
        delayed = null;
        return;
      }
      const text = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 200);
      if ((entry.level ?? 0) >= 50) bump(errors, text);
      else if ((entry.level ?? 0) >= 40) bump(warnings, text);
    });
  }
  const api = `http://127.0.0.1:${port}/api`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    const ok = await fetch(`${api}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error('the server did not answer /api/health within 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    api,
    warnings,
    errors,
    loopDelay() {
      return new Promise((resolve) => {
        delayed = resolve;
        child.kill('SIGUSR2');
        // A server too busy to answer within a minute says so as NaN.
        setTimeout(() => resolve({ p50: Number.NaN, p99: Number.NaN, max: Number.NaN }), 60_000).unref();
      });
    },
    async poolWaiting() {
      if (store.kind !== 'postgres') return null;
      // A scrape answered late says nothing about halfway: given up after 10 s rather than stall the run.
      const text = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(10_000) })
        .then((r) => r.text())
        .catch(() => '');
      const m = /^rpa_db_pool_connections\{state="waiting"\} (\d+)/m.exec(text);
      return m ? Number(m[1]) : null;
    },
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
