// Live console push: CONSOLES (200) live sockets signed in as the demo admin,
// ROBOTS (50) simulated robots over the real protocol, RATE (20) runs a
// second for SECONDS (30). Each run is offered (the task turns running when
// it is handed out), accepted, and reported done by its robot 100 ms later.
// Prints the time from the robot sending its result to each console receiving
// the run's new state (success), p50, p99 and max over every (console, run)
// pair, and the pushes missing. PGlite, or PostgreSQL
// with DATABASE_URL. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import {
  LIVE_WS_PATH,
  type LiveEvent,
  ROBOT_WS_PATH,
  type ServerMessage,
  signatureHeaders,
  type TaskDetail,
} from '@rpa/contracts';
import WebSocket from 'ws';
import { buildApp } from '../packages/server/src/app';
import { loadConfig, TEST_LICENCE_PUBLIC_KEY_FILE } from '../packages/server/src/config';
import { saveLicence } from '../packages/server/src/modules/licences/store';
import { createMemoryBus } from '../packages/server/src/platform/events';
import { DEMO_PASSWORD } from '../packages/server/src/seed/identities';
import { DEMO_MACHINE_KEY } from '../packages/server/src/seed/machine-keys';
import { signIn } from '../packages/server/src/testing/client';
import { testLicence } from '../packages/server/src/testing/licences';
import { demoDatabase, publishedProcess } from './demo';

const CONSOLES = Number(process.env.CONSOLES ?? 200);
const ROBOTS = Number(process.env.ROBOTS ?? 50);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 30);

const { database, files } = await demoDatabase('live');
const config = {
  ...loadConfig({}),
  port: 0,
  robotDepartment: '10021',
  taskSweepSeconds: 3600,
  licencePublicKeys: [readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8')],
};
const app = await buildApp({ config, database, events: createMemoryBus(), files });
await app.listen({ port: 0, host: '127.0.0.1' });
await app.gateway.ready;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const { payload, text } = await testLicence(app, { number: ROBOTS + 10 });
await saveLicence(database.db, payload, text);

/** When each change left its robot: `${taskId}:${state}` → performance.now(). */
const sent = new Map<string, number>();
const delays: number[] = [];
let received = 0;

async function liveConsole(token: string, signKey: string): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api${LIVE_WS_PATH}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const ready = new Promise<void>((resolve) => {
    ws.on('message', (data) => {
      const e = JSON.parse(String(data)) as LiveEvent;
      if (e.type === 'ready') resolve();
      if (e.type !== 'task') return;
      const at = sent.get(`${e.id}:${e.state}`);
      if (at === undefined) return;
      received += 1;
      delays.push(performance.now() - at);
    });
  });
  ws.send(
    JSON.stringify({ type: 'auth', accesstoken: token, ...signatureHeaders(signKey, 'GET', LIVE_WS_PATH) }),
  );
  await ready;
  return ws;
}

async function robot(i: number): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api${ROBOT_WS_PATH}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const welcomed = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === 'welcome') resolve();
      if (m.type === 'refused') reject(new Error(m.message));
      if (m.type === 'task.offer') {
        ws.send(JSON.stringify({ type: 'task.accept', taskId: m.taskId }));
        setTimeout(() => {
          sent.set(`${m.taskId}:success`, performance.now());
          ws.send(
            JSON.stringify({
              type: 'task.result',
              taskId: m.taskId,
              outcome: 'success',
              exitCode: 0,
              files: [],
            }),
          );
        }, 100);
      }
    });
  });
  ws.send(
    JSON.stringify({
      type: 'hello',
      protocol: 1,
      robotsNo: `LIVE-${String(i).padStart(4, '0')}`,
      clientPwd: 'Robot@2026',
      bindingWay: 'manager',
      machineKey: DEMO_MACHINE_KEY,
      category: 'background',
      machine: {
        hostName: `live-${i}`,
        osUser: 'rpa',
        os: 'Linux',
        address: '127.0.0.1',
        agentVersion: '0.1.0',
      },
      running: [],
    }),
  );
  await welcomed;
  return ws;
}

const robots = await Promise.all(Array.from({ length: ROBOTS }, (_, i) => robot(i)));
const admin = await signIn(app, 'admin', DEMO_PASSWORD);
const consoles: WebSocket[] = [];
for (let i = 0; i < CONSOLES; i++) consoles.push(await liveConsole(admin.token, admin.signKey));
console.log(`${ROBOTS} robots and ${CONSOLES} live consoles connected on ${database.kind}`);

const user = await signIn(app, 'user', DEMO_PASSWORD);
const p = await publishedProcess(database.db);
const runs: Array<Promise<unknown>> = [];
for (let s = 0; s < SECONDS * RATE; s++) {
  runs.push(
    user.call<TaskDetail>('POST', '/task/run', {
      processId: p.id,
      parameters: { month: '2026-10', invoice_file: 'sample-invoices.csv' },
    }),
  );
  await new Promise((r) => setTimeout(r, 1000 / RATE));
}
await Promise.all(runs);
await new Promise((r) => setTimeout(r, 5000));

const sorted = delays.sort((a, b) => a - b);
const q = (f: number) => sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))] ?? 0;
const expected = sent.size * CONSOLES;
console.log(
  `${sent.size} runs ended (${RATE} runs/s) to ${CONSOLES} consoles: robot's result to the run's success on a console ` +
    `p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ` +
    `pushes missing ${expected - received} of ${expected}`,
);
for (const ws of [...consoles, ...robots]) ws.close();
await app.close();
process.exit(0);
