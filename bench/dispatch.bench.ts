// Dispatch latency: ROBOTS (1000) simulated robots connected over the real
// robot protocol, RATE runs a second started through the API for SECONDS;
// prints the time from the task's creation (its row's created_at) to the
// offer reaching a robot, and from the run request to the offer, p50 and p99,
// and offers missing. Robots accept each offer and report success
// 100 ms later, so they are free again. The server runs in its own process
// (robot-fleet/server.ts), as it does beside robots on other machines.
// PGlite, or PostgreSQL with DATABASE_URL (a database made for the run).
// Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROBOT_WS_PATH, type ServerMessage, type TaskDetail } from '@rpa/contracts';
import { inArray } from 'drizzle-orm';
import WebSocket from 'ws';
import { tasks } from '../packages/server/src/modules/tasks/schema';
import { openDatabase } from '../packages/server/src/platform/db';
import { DEMO_MACHINE_KEY } from '../packages/server/src/seed/machine-keys';
import { signIn } from './robot-fleet/console';
import { startServer } from './robot-fleet/server';
import { createStore, prepare } from './robot-fleet/setup';

const ROBOTS = Number(process.env.ROBOTS ?? 1000);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 30);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-dispatch-'));
const store = await createStore(process.env.DATABASE_URL, dataDir, `dispatch_${process.pid}`);
const { processId } = await prepare(store, ROBOTS);
const server = await startServer(store, { heartbeatSeconds: 15 });
const wsUrl = `${server.api.replace(/^http/, 'ws')}${ROBOT_WS_PATH}`;

const offers = new Map<number, number>();
/** Wall-clock time of each offer, to compare with the row's created_at (same process, same clock). */
const offeredAt = new Map<number, number>();
const sockets: WebSocket[] = [];
async function robot(i: number): Promise<void> {
  const ws = new WebSocket(wsUrl);
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
  `${ROBOTS} robots connected on ${store.kind} in ${((performance.now() - connectStart) / 1000).toFixed(0)} s`,
);

const user = await signIn(server.api);
const started = new Map<number, number>();
const runs: Array<Promise<void>> = [];
for (let s = 0; s < SECONDS * RATE; s++) {
  const t0 = performance.now();
  runs.push(
    user
      .post<TaskDetail>('/task/run', {
        processId,
        parameters: { month: '2026-10', invoice_file: 'sample-invoices.csv' },
      })
      .then((r) => {
        if (r.code === 0) started.set(r.result.id, t0);
      }),
  );
  await new Promise((r) => setTimeout(r, 1000 / RATE));
}
await Promise.all(runs);
await new Promise((r) => setTimeout(r, 5000));
const sorted = (xs: number[]) => xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
const q = (xs: number[], f: number) => xs[Math.min(xs.length - 1, Math.floor(f * xs.length))] ?? 0;
const fromRequest = sorted([...started].map(([id, t0]) => (offers.get(id) ?? Number.NaN) - t0));
for (const ws of sockets) ws.close();
await server.stop();
// Read once the server has stopped: PGlite opens in one process at a time.
const database = await openDatabase({
  url: store.url,
  dataDir: store.url ? undefined : path.join(dataDir, 'pgdata'),
});
const created = new Map(
  (
    await database.db
      .select({ id: tasks.id, createdAt: tasks.createdAt })
      .from(tasks)
      .where(inArray(tasks.id, [...started.keys()]))
  ).map((r) => [Number(r.id), r.createdAt.getTime()]),
);
await database.close();
const fromCreated = sorted(
  [...started.keys()].map((id) => (offeredAt.get(id) ?? Number.NaN) - (created.get(id) ?? Number.NaN)),
);
console.log(
  `${started.size} runs at ${RATE}/s: task created to offer p50 ${q(fromCreated, 0.5).toFixed(0)} ms, ` +
    `p99 ${q(fromCreated, 0.99).toFixed(0)} ms, max ${(fromCreated.at(-1) ?? 0).toFixed(0)} ms; ` +
    `run request to offer p50 ${q(fromRequest, 0.5).toFixed(1)} ms, p99 ${q(fromRequest, 0.99).toFixed(1)} ms; ` +
    `offers missing ${started.size - fromRequest.length}`,
);
await store.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
