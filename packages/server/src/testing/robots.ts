import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROBOT_WS_PATH, type RobotMessage, type ServerMessage } from '@rpa/contracts';
import { Agent, type AgentOptions } from '@rpa/robot/agent';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig, TEST_LICENCE_PUBLIC_KEY_FILE } from '../config';
import { saveLicence } from '../modules/licences/store';
import { robots } from '../modules/robots/schema';
import type { Database, Db } from '../platform/db';
import { createMemoryBus, type EventBus } from '../platform/events';
import { createDiskStore } from '../platform/files';
import { DEMO_MACHINE_KEY } from '../seed/machine-keys';
import type { Caller } from './client';
import { createTestDatabase, testMasterKey } from './db';
import { testLicence } from './licences';
import { type DemoAccount, signInDemo } from './suite';

/** Gateway timings short enough for tests: beats every second, offline after three missed. */
export const FAST: Partial<Config> = {
  robotHeartbeatSeconds: 1,
  robotHelloTimeoutMs: 500,
  serverBeatSeconds: 1,
};

/** Timings for tests that sweep when they choose: no periodic sweep, and robots are not lost meanwhile. */
export const MANUAL_SWEEPS: Partial<Config> = { taskSweepSeconds: 3600, robotLostSeconds: 3600 };

export interface Node {
  app: FastifyInstance;
  /** The API base robots connect to, e.g. http://127.0.0.1:40123/api */
  api: string;
  port: number;
}

/**
 * The real app listening on 127.0.0.1 (an ephemeral port unless given), on
 * a database it shares: closing the app leaves the database open, so
 * another app can start on it, as a restarted server would. The master key,
 * file store and event bus are per database, as they are per installation:
 * nodes started together reach each other's robots, as over Redis.
 */
export function nodeFactory(database: Database) {
  const masterKey = testMasterKey();
  const filesDir = mkdtempSync(path.join(tmpdir(), 'rpa-files-'));
  const files = createDiskStore(filesDir);
  const shared: Database = { ...database, close: async () => {} };
  const bus = createMemoryBus();
  const events: EventBus = { ...bus, close: async () => {} };
  return {
    files,
    /** Where the disk store keeps them (a test may damage one). */
    filesDir,
    /** `logger`: where the app logs (nowhere unless given). */
    async start(overrides: Partial<Config> = {}, port = 0, logger?: AppDeps['logger']): Promise<Node> {
      const config = {
        ...loadConfig({}),
        licencePublicKeys: [readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8')],
        ...FAST,
        ...overrides,
      };
      const app = await buildApp({ config, database: shared, events, masterKey, files, logger });
      await app.listen({ port, host: '127.0.0.1' });
      await app.gateway.ready;
      const address = app.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return { app, port: actual, api: `http://127.0.0.1:${actual}/api` };
    },
    async close(): Promise<void> {
      await bus.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A node (see nodeFactory) on a copy of the demo data, licensed for 50
 * robots: robots keep their seats until unbound, and tests connect more than
 * the demo's 5 background seats. The demo accounts `who` are signed in.
 */
export async function licensedNode<K extends DemoAccount>(
  overrides: Partial<Config>,
  who: readonly K[],
  logger?: AppDeps['logger'],
) {
  const database = await createTestDatabase({ demo: true });
  const factory = nodeFactory(database);
  const node = await factory.start(overrides, 0, logger);
  const { payload, text } = await testLicence(node.app, { number: 50 });
  await saveLicence(database.db, payload, text);
  return { factory, node, as: await signInDemo(node.app, who) };
}

/** Polls until `check` answers something truthy, or fails after `ms`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  ms = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let agentCount = 0;

/**
 * A reference robot agent (packages/robot) for `api`, logging into `lines`.
 * It registers with the demo's machine key (so into Finance, 10021): the
 * database must be seeded with `seedDemo`.
 */
export function testAgent(api: string, overrides: Partial<AgentOptions> = {}) {
  agentCount += 1;
  const lines: string[] = [];
  const workDir = mkdtempSync(path.join(tmpdir(), 'rpa-robot-'));
  const agent = new Agent({
    server: api,
    robotsNo: `ROBOT-${String(agentCount).padStart(3, '0')}`,
    clientPwd: 'Robot@2026',
    bindingWay: 'manager',
    machineKey: DEMO_MACHINE_KEY,
    category: 'background',
    workDir,
    machine: {
      hostName: 'test-host',
      osUser: 'rpa',
      os: 'Linux test',
      address: '127.0.0.1',
      agentVersion: '0.1.0',
      instanceNo: 0,
    },
    log: (text) => lines.push(text),
    ...overrides,
  });
  return {
    agent,
    lines,
    async stop() {
      await agent.stop();
      // A stopped run's process may still be closing files in its folder: retry as the OS lets go.
      rmSync(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** A hello as the reference robot sends it, for raw clients; with the demo's machine key. */
export function hello(robotsNo: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'hello',
    protocol: 1,
    robotsNo,
    clientPwd: 'Robot@2026',
    bindingWay: 'manager',
    machineKey: DEMO_MACHINE_KEY,
    category: 'background',
    machine: {
      hostName: 'raw-host',
      osUser: 'rpa',
      os: 'Linux',
      address: '127.0.0.1',
      agentVersion: '0.0.9',
    },
    running: [],
    ...overrides,
  };
}

/** A raw WebSocket client for cases the reference robot never produces. */
export async function rawRobot(api: string) {
  const url = new URL(api + ROBOT_WS_PATH);
  url.protocol = 'ws:';
  const ws = new WebSocket(url);
  const messages: ServerMessage[] = [];
  let closed: { code: number; reason: string } | null = null;
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  ws.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closed: () => closed,
    send: (m: RobotMessage | object | string) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    next: <T extends ServerMessage['type']>(type: T, ms = 5000) =>
      waitFor(
        () => messages.find((m): m is Extract<ServerMessage, { type: T }> => m.type === type),
        ms,
        `a ${type} message`,
      ),
    waitClosed: (ms = 5000) => waitFor(() => closed, ms, 'the connection to close'),
    close: () => ws.close(),
  };
}

/**
 * A raw robot (see rawRobot) registered as `robotsNo`, moved by `admin` into
 * R&D (1001: the demo developer's department, where their processes are),
 * and idle: the next run there is offered to it. Answers the connection and
 * its welcome.
 */
export async function rawRobotInRnd(node: Node, admin: Caller, robotsNo: string) {
  const raw = await rawRobot(node.api);
  raw.send(hello(robotsNo));
  const welcome = await raw.next('welcome');
  const moved = await admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
    ids: [welcome.robotId],
    orgCode: '1001',
  });
  if (moved.body.code !== 0) throw new Error(`moving ${robotsNo} refused: ${moved.body.msg}`);
  raw.send({ type: 'heartbeat', state: 'idle', running: [] });
  // A connection's messages are handled in order: once this one is answered, the heartbeat was
  // too, and no update of the robot's row is under way when the test's next pass looks at it.
  const answered = raw.messages.length;
  raw.send({ type: 'no such message' });
  await waitFor(
    () => raw.messages.slice(answered).some((m) => m.type === 'error'),
    5000,
    'the heartbeat handled',
  );
  return { raw, welcome };
}

/** The robot row with `robotsNo`, if there is one. */
export async function robotByNo(db: Db, robotsNo: string) {
  return (await db.select().from(robots).where(eq(robots.robotsNo, robotsNo)))[0];
}
