import { type ChildProcess, spawn } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Envelope, type LoginResponse, signatureHeaders } from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SERVER_ROOT, TEST_LICENCE_PUBLIC_KEY_FILE } from '../config';
import { robots } from '../modules/robots';
import { type Database, openDatabase, query } from '../platform/db';
import { DEMO_PASSWORD } from '../seed/identities';
import type { Caller } from './client';
import { testAgent, waitFor } from './robots';

/**
 * A scale-out on one machine: N real server nodes (`main.ts`, each its own
 * process) on one fresh PostgreSQL database and one Redis, sharing one
 * master key and one file store (a shared DATA_DIR), each with its own
 * NODE_ID. Node 0 seeds the demo (DEMO=1) and starts first; the others
 * start once it listens. In front of each node a TCP balancer entry stands
 * for the load balancer: robots connect to a node through it, and when that
 * node is down the entry sends new connections to another live node, as a
 * load balancer with health checks would.
 */

const MAIN = path.join(SERVER_ROOT, 'src/main.ts');
/** Lines of each node's output kept for the failure message. */
const KEPT_LINES = 400;
/** How long a node may take from spawn to listening (tsx compiles the server first). */
const START_TIMEOUT_MS = 90_000;

/** Short timings, so that heartbeats, sweeps and node beats happen within a test. */
export const CLUSTER_TIMINGS = {
  ROBOT_HEARTBEAT_SECONDS: '1',
  SERVER_BEAT_SECONDS: '1',
  TASK_SWEEP_SECONDS: '2',
  // Longer than any reconnect here: a task counted lost would show up as a reconciled one.
  ROBOT_LOST_SECONDS: '30',
};

/**
 * Why the cluster tests cannot run here, or null when they can: they need a
 * Redis (TEST_REDIS_URL) and the PostgreSQL pass of the server suite
 * (TEST_DATABASE_URL, which scripts/test.mjs sets from TEST_POSTGRES_URL).
 */
export function clusterSkipReason(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!env.TEST_REDIS_URL || !(env.TEST_DATABASE_URL || env.TEST_POSTGRES_URL)) {
    return 'three-node tests: need PostgreSQL and Redis (set TEST_POSTGRES_URL and TEST_REDIS_URL)';
  }
  if (!/^postgres(ql)?:\/\//.test(env.TEST_DATABASE_URL ?? '')) {
    return 'three-node tests: they run in the PostgreSQL pass (TEST_DATABASE_URL=postgres://…)';
  }
  return null;
}

/** Children still running, killed when the test process exits (afterAll closes them first). */
const live = new Set<ChildProcess>();
let exitHook = false;
function watch(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const c of live) c.kill('SIGKILL');
  });
}

/** One server node: a `main.ts` process, started, killed and restarted by the test. */
export class ClusterNode {
  /** Its port; kept across restarts, so its balancer entry finds it again. */
  port = 0;
  /** True from listening until killed or exited. */
  up = false;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private starting: Promise<void> | null = null;
  private readonly lines: string[] = [];

  constructor(
    /** Its NODE_ID. */
    readonly name: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** The API base of this node itself, for the test's own calls. */
  get api(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The last lines the node printed (JSON logs), for failure messages. */
  output(): string {
    return this.lines.join('\n');
  }

  private keep(prefix: string, chunk: Buffer, partial: { text: string }): void {
    const text = partial.text + chunk.toString();
    const parts = text.split('\n');
    partial.text = parts.pop() ?? '';
    for (const line of parts) this.lines.push(`${prefix}${line}`);
    if (this.lines.length > KEPT_LINES) this.lines.splice(0, this.lines.length - KEPT_LINES);
  }

  /** Resolves once the node listens: started now if it is down, waited for if it is starting. */
  async ensureUp(): Promise<void> {
    if (this.up) return;
    if (this.child && this.starting) await this.starting;
    else await this.start();
  }

  /** Spawns the node and resolves once it listens (on its old port after a restart). */
  start(): Promise<void> {
    if (this.child) return Promise.reject(new Error(`${this.name} is already running`));
    this.starting = this.spawn();
    return this.starting;
  }

  private async spawn(): Promise<void> {
    this.lines.push(`--- ${this.name} starting ---`);
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: SERVER_ROOT,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    watch(child);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.up = false;
        if (this.child === child) this.child = null;
        this.lines.push(`--- ${this.name} exited (${signal ?? code}) ---`);
        resolve();
      }),
    );
    const out = { text: '' };
    const err = { text: '' };
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`${this.name} did not listen within ${START_TIMEOUT_MS} ms:\n${this.output()}`));
      }, START_TIMEOUT_MS);
      // This run's output up to the line saying it listens (a restart's kept lines hold the last run's).
      let early = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        this.keep('', chunk, out);
        if (this.up || this.child !== child) return;
        early += chunk.toString();
        const m = /console ready at http:\/\/[\d.]+:(\d+)/.exec(early);
        if (m) {
          clearTimeout(timer);
          this.port = Number(m[1]);
          this.up = true;
          resolve();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => this.keep('stderr: ', chunk, err));
      child.once('exit', () => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited before listening:\n${this.output()}`));
      });
    });
  }

  /** SIGKILL: no shutdown of any kind, as when the machine dies. Resolves once the process is gone. */
  async kill(): Promise<void> {
    this.up = false;
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM: the node's own shutdown (in-flight work finishes, the database is closed). */
  async stop(): Promise<void> {
    this.up = false;
    this.child?.kill('SIGTERM');
    await this.exited;
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }
}

/**
 * A node's entry on the load balancer: a TCP proxy to its node while that
 * node is up, otherwise to another live node (taken in turn, so the robots
 * of a dead node spread over the others). A connection lives as long as
 * both of its ends: when its node dies, the robot on it sees the close and
 * reconnects through the same entry.
 */
export class BalancerEntry {
  port = 0;
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private turn = 0;

  constructor(
    private readonly nodes: readonly ClusterNode[],
    private readonly own: number,
  ) {
    this.server = net.createServer((client) => this.forward(client));
  }

  /** The API base robots use to reach this entry's node. */
  get api(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Its own node first, then the others, starting with a different one each time. */
  private targets(): ClusterNode[] {
    const others = this.nodes.filter((_, i) => i !== this.own);
    const start = others.length ? this.turn++ % others.length : 0;
    const own = this.nodes[this.own];
    return [...(own ? [own] : []), ...others.slice(start), ...others.slice(0, start)];
  }

  private forward(client: net.Socket): void {
    this.track(client);
    client.on('error', () => client.destroy());
    const targets = this.targets();
    // Bytes the client sends meanwhile wait in its socket: nothing reads it until the pipe.
    const attempt = (k: number): void => {
      if (client.destroyed) return;
      const node = targets[k];
      if (!node) {
        client.destroy();
        return;
      }
      if (!node.up) {
        attempt(k + 1);
        return;
      }
      const upstream = net.connect(node.port, '127.0.0.1');
      this.track(upstream);
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        client.pipe(upstream);
        upstream.pipe(client);
      });
      upstream.on('error', () => {
        upstream.destroy();
        // Refused (the node died a moment ago): the next live node.
        if (!connected) attempt(k + 1);
      });
      upstream.once('close', () => {
        if (connected) client.destroy();
      });
      client.once('close', () => upstream.destroy());
    };
    attempt(0);
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

export interface Cluster {
  nodes: ClusterNode[];
  /** One balancer entry per node, in the same order. */
  entries: BalancerEntry[];
  /** The cluster's database, for the test's own checks. */
  database: Database;
  databaseUrl: string;
  /** Kills every node and entry, drops the database and removes the shared directory. */
  close(): Promise<void>;
}

function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Starts `size` nodes named node-a, node-b, … on a new database of the
 * PostgreSQL server of `adminUrl` and the Redis of `redisUrl`. Every node
 * trusts the repository's licence test key (the demo licence, 5 background
 * seats for 3 cluster nodes, is signed with it).
 */
export async function startCluster(options: {
  adminUrl: string;
  redisUrl: string;
  size?: number;
  /** More environment for every node. */
  env?: Record<string, string>;
}): Promise<Cluster> {
  const size = options.size ?? 3;
  const dbName = `rpa_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(options.adminUrl, `create database ${dbName}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-cluster-'));
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: options.redisUrl,
    MASTER_KEY: randomBytes(32).toString('base64'),
    // One files directory for all: the shared file store (DATA_DIR/files).
    DATA_DIR: dataDir,
    FILE_STORE_URL: '',
    LICENCE_PUBLIC_KEYS: readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8'),
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...CLUSTER_TIMINGS,
    ...options.env,
  };
  const nodes = Array.from(
    { length: size },
    (_, i) =>
      new ClusterNode(`node-${String.fromCharCode(97 + i)}`, {
        ...shared,
        NODE_ID: `node-${String.fromCharCode(97 + i)}`,
        // Named in pg_stat_activity, so a test can see what the node's connections are doing.
        DATABASE_URL: withApplicationName(databaseUrl, `node-${String.fromCharCode(97 + i)}`),
        DEMO: i === 0 ? '1' : '',
      }),
  );
  const entries = nodes.map((_, i) => new BalancerEntry(nodes, i));
  let database: Database | null = null;
  const close = async () => {
    for (const e of entries) await e.close().catch(() => {});
    await Promise.all(nodes.map((n) => n.kill()));
    await database?.close().catch(() => {});
    await onServer(options.adminUrl, `drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [first, ...rest] = nodes;
    await first?.start();
    await Promise.all(rest.map((n) => n.start()));
    for (const e of entries) await e.listen();
    database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  } catch (err) {
    await close();
    throw err;
  }
  return { nodes, entries, database, databaseUrl, close };
}

/** Signs in over HTTP on the node of `api` as the console does, and signs each later call. */
export async function signInOver(api: string, account: string, password = DEMO_PASSWORD): Promise<Caller> {
  const key = (await (await fetch(`${api}/oauth/publicKey`)).json()) as Envelope<{ publicKey: string }>;
  const encrypted = publicEncrypt(
    { key: key.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const res = await fetch(`${api}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: encrypted, clientType: 'web' }),
  });
  const body = (await res.json()) as Envelope<LoginResponse>;
  if (body.code !== 0) throw new Error(`sign-in of ${account}: ${body.code} ${body.msg}`);
  return httpCaller(api, body.result);
}

/** A Caller (testing/client.ts) over real HTTP to `api`, with the session of `login`. */
export function httpCaller(api: string, login: LoginResponse): Caller {
  const { token, signKey } = login;
  const extra = (headers: unknown): Record<string, string> =>
    Object.fromEntries(
      Object.entries((headers ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    body: Record<string, unknown> | undefined,
    headers: Record<string, string>,
  ) =>
    fetch(`${api}${url}`, {
      method,
      headers: {
        accesstoken: token,
        ...signatureHeaders(signKey, method, url, body),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  return {
    token,
    signKey,
    login,
    async call<T>(
      method: 'GET' | 'POST',
      url: string,
      body?: Record<string, unknown>,
      opts: { headers?: unknown } = {},
    ) {
      const r = await send(method, url, body, extra(opts.headers));
      return { status: r.status, body: (await r.json()) as Envelope<T> };
    },
    async upload<T>(url: string, fileName: string, content: Buffer, opts: { headers?: unknown } = {}) {
      const form = new FormData();
      form.append('file', new Blob([content]), fileName);
      const r = await fetch(`${api}${url}`, {
        method: 'POST',
        headers: { accesstoken: token, ...signatureHeaders(signKey, 'POST', url), ...extra(opts.headers) },
        body: form,
      });
      return { status: r.status, body: (await r.json()) as Envelope<T> };
    },
    async download(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
      const r = await send(method, url, body, {});
      return {
        status: r.status,
        type: r.headers.get('content-type') ?? '',
        raw: Buffer.from(await r.arrayBuffer()),
      };
    },
  };
}

export type ClusterRobot = ReturnType<typeof testAgent>;

/** A reference robot (testing/robots.ts) connected through `entry`; resolves once it is online. */
export async function robotThrough(entry: BalancerEntry, robotsNo: string): Promise<ClusterRobot> {
  const robot = testAgent(entry.api, { robotsNo });
  robot.agent.start();
  await waitFor(() => robot.agent.state === 'online', 30_000, `${robotsNo} online`);
  return robot;
}

/** The node a robot's connection is held by, as the database says (null while offline). */
export async function nodeOfRobot(database: Database, robotsNo: string): Promise<string | null> {
  const [row] = await database.db
    .select({ nodeId: robots.nodeId, runState: robots.runState })
    .from(robots)
    .where(eq(robots.robotsNo, robotsNo));
  return row && row.runState !== 'offline' ? row.nodeId : null;
}

/** The same session (its token and signing key) calling `node` instead. */
export function sessionOn(caller: Caller, node: ClusterNode): Caller {
  return httpCaller(node.api, caller.login);
}

/**
 * Whether `node` is inside a transaction that has locked rows of `table`
 * (`select … for update`), as PostgreSQL shows it now.
 */
export async function lockingRowsOf(database: Database, node: ClusterNode, table: string): Promise<boolean> {
  const [row] = await query<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where a.application_name = ${node.name} and a.datname = current_database()
        and l.relation = ${table}::regclass and l.mode = 'RowShareLock'`,
  );
  return (row?.n ?? 0) > 0;
}
