// Dispatch latency: ROBOTS (1000) simulated robots connected over the real
// robot protocol, RATE runs a second started through the API for SECONDS;
// prints the time from the task's creation (its row's created_at) to the
// offer reaching a robot, and from the run request to the offer, p50 and p99,
// and offers missing. Robots accept each offer and report success
// 100 ms later, so they are free again. PGlite, or PostgreSQL with DATABASE_URL.
// Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { ROBOT_WS_PATH, type ServerMessage, type TaskDetail } from '@rpa/contracts';
import WebSocket from 'ws';
import { buildApp } from '../packages/server/src/app';
import { loadConfig, TEST_LICENCE_PUBLIC_KEY_FILE } from '../packages/server/src/config';
import { saveLicence } from '../packages/server/src/modules/licences/store';
import { tasks } from '../packages/server/src/modules/tasks/schema';
import { createMemoryBus } from '../packages/server/src/platform/events';
import { DEMO_PASSWORD } from '../packages/server/src/seed/identities';
import { DEMO_MACHINE_KEY } from '../packages/server/src/seed/machine-keys';
import { signIn } from '../packages/server/src/testing/client';
import { testLicence } from '../packages/server/src/testing/licences';
import { demoDatabase, publishedProcess } from './demo';

const ROBOTS = Number(process.env.ROBOTS ?? 1000);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 30);

const { database, files } = await demoDatabase('dispatch');
// Robots register with the demo's machine key into Finance, where the demo's published process runs.
const config = {
  ...loadConfig({}),
  port: 0,
  robotDepartment: '10021',
  taskSweepSeconds: 3600,
  // The bench signs its licence with the repository's test key.
  licencePublicKeys: [readFileSync(TEST_LICENCE_PUBLIC_KEY_FILE, 'utf8')],
};
const app = await buildApp({ config, database, events: createMemoryBus(), files });
await app.listen({ port: 0, host: '127.0.0.1' });
await app.gateway.ready;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const { payload, text } = await testLicence(app, { number: ROBOTS + 10 });
await saveLicence(database.db, payload, text);

const offers = new Map<number, number>();
/** Wall-clock time of each offer, to compare with the row's created_at (same process, same clock). */
const offeredAt = new Map<number, number>();
const sockets: WebSocket[] = [];
async function robot(i: number): Promise<void> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api${ROBOT_WS_PATH}`);
  sockets.push(ws);
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
        offers.set(m.taskId, performance.now());
        offeredAt.set(m.taskId, Date.now());
        ws.send(JSON.stringify({ type: 'task.accept', taskId: m.taskId }));
        setTimeout(
          () =>
            ws.send(
              JSON.stringify({
                type: 'task.result',
                taskId: m.taskId,
                outcome: 'success',
                exitCode: 0,
                files: [],
              }),
            ),
          100,
        );
      }
    });
  });
  const machine = {
    hostName: `bench-${i}`,
    osUser: 'rpa',
    os: 'Linux',
    address: '127.0.0.1',
    agentVersion: '0.1.0',
  };
  ws.send(
    JSON.stringify({
      type: 'hello',
      protocol: 1,
      robotsNo: `BENCH-${String(i).padStart(5, '0')}`,
      clientPwd: 'Robot@2026',
      bindingWay: 'manager',
      machineKey: DEMO_MACHINE_KEY,
      category: 'background',
      machine,
      running: [],
    }),
  );
  await welcomed;
  setInterval(
    () => ws.send(JSON.stringify({ type: 'heartbeat', state: 'idle', running: [] })),
    15_000,
  ).unref();
}

const connectStart = performance.now();
for (let i = 0; i < ROBOTS; i += 25)
  await Promise.all(Array.from({ length: Math.min(25, ROBOTS - i) }, (_, k) => robot(i + k)));
console.log(
  `${ROBOTS} robots connected on ${database.kind} in ${((performance.now() - connectStart) / 1000).toFixed(0)} s`,
);

const user = await signIn(app, 'user', DEMO_PASSWORD);
const p = await publishedProcess(database.db);
const started = new Map<number, number>();
const runs: Array<Promise<void>> = [];
for (let s = 0; s < SECONDS * RATE; s++) {
  const t0 = performance.now();
  runs.push(
    user
      .call<TaskDetail>('POST', '/task/run', {
        processId: p.id,
        parameters: { month: '2026-10', invoice_file: 'sample-invoices.csv' },
      })
      .then((r) => {
        if (r.body.code === 0) started.set(r.body.result.id, t0);
      }),
  );
  await new Promise((r) => setTimeout(r, 1000 / RATE));
}
await Promise.all(runs);
await new Promise((r) => setTimeout(r, 5000));
const sorted = (xs: number[]) => xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
const q = (xs: number[], f: number) => xs[Math.min(xs.length - 1, Math.floor(f * xs.length))] ?? 0;
const fromRequest = sorted([...started].map(([id, t0]) => (offers.get(id) ?? Number.NaN) - t0));
const created = new Map(
  (await database.db.select({ id: tasks.id, createdAt: tasks.createdAt }).from(tasks)).map((r) => [
    Number(r.id),
    r.createdAt.getTime(),
  ]),
);
const fromCreated = sorted(
  [...started.keys()].map((id) => (offeredAt.get(id) ?? Number.NaN) - (created.get(id) ?? Number.NaN)),
);
console.log(
  `${started.size} runs at ${RATE}/s: task created to offer p50 ${q(fromCreated, 0.5).toFixed(0)} ms, ` +
    `p99 ${q(fromCreated, 0.99).toFixed(0)} ms, max ${(fromCreated.at(-1) ?? 0).toFixed(0)} ms; ` +
    `run request to offer p50 ${q(fromRequest, 0.5).toFixed(1)} ms, p99 ${q(fromRequest, 0.99).toFixed(1)} ms; ` +
    `offers missing ${started.size - fromRequest.length}`,
);
for (const ws of sockets) ws.close();
await app.close();
process.exit(0);
