// A fleet of simulated robots on the real robot protocol against the built
// server in a child process: PGlite by default; with DATABASE_URL, a fresh
// PostgreSQL database per run, created on that server and dropped after.
// Load per robot as UiPath's Orchestrator sizing profile: a minute holds 40
// log lines, 2 heartbeats, 6 variable reads, 6 task data item adds and 6 item
// gets, each get answered by the item's result (done, or fail one in ten).
// Every robot holds a running task meanwhile (variables and items are served
// only then) and finishes it with a success after the load. Prints figures
// (latency per message kind, errors, unanswered requests, lost log lines,
// items handed out twice or lost); asserts nothing. With FLEET_NODES above 1
// (PostgreSQL only) the run starts that many server nodes on its database and
// one Redis, as a scale-out (docs/operations.md), and robot i connects to
// node i mod FLEET_NODES.
//
//   FLEET_ROBOTS              fleet sizes, one run each (100,500,1000,2000)
//   FLEET_SECONDS             measured time per run (60)
//   FLEET_LINES_PER_MINUTE    log lines per robot (40)
//   FLEET_HEARTBEAT_SECONDS   heartbeat period the server hands out (30: 2 a minute)
//   FLEET_VAR_READS_PER_MINUTE  variable reads per robot (6)
//   FLEET_ITEM_ADDS_PER_MINUTE  task data items added per robot (6)
//   FLEET_ITEM_GETS_PER_MINUTE  items taken per robot, each followed by its result (6)
//   FLEET_DRAIN_SECONDS       longest wait for the server to catch up after the load (300)
//   FLEET_NODES               server nodes (1); above 1 needs DATABASE_URL, and Redis at
//                             REDIS_URL (redis://127.0.0.1:6379) for their events
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROBOT_WS_PATH } from '@rpa/contracts';
import { DEMO_MACHINE_KEY } from '../packages/server/src/seed/machine-keys';
import { eachLimited, signIn } from './robot-fleet/console';
import { FleetRobot } from './robot-fleet/robot';
import { type LoopDelay, type RunningServer, startServer } from './robot-fleet/server';
import { createStore, prepare, robotsByNode, type Store, storedLines, storedWork } from './robot-fleet/setup';
import {
  cpuWaitMicros,
  FleetStats,
  KINDS,
  type Kind,
  machineTicks,
  ms,
  processCpuSeconds,
  quantile,
} from './robot-fleet/stats';
import { prepareWorkload, VARIABLE } from './robot-fleet/workload-setup';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const SIZES = (process.env.FLEET_ROBOTS ?? '100,500,1000,2000').split(',').map((s) => Number(s.trim()));
const SECONDS = num('FLEET_SECONDS', 60);
const LINES_PER_MINUTE = num('FLEET_LINES_PER_MINUTE', 40);
const HEARTBEAT_SECONDS = num('FLEET_HEARTBEAT_SECONDS', 30);
const VAR_READS_PER_MINUTE = num('FLEET_VAR_READS_PER_MINUTE', 6);
const ITEM_ADDS_PER_MINUTE = num('FLEET_ITEM_ADDS_PER_MINUTE', 6);
const ITEM_GETS_PER_MINUTE = num('FLEET_ITEM_GETS_PER_MINUTE', 6);
const DRAIN_SECONDS = num('FLEET_DRAIN_SECONDS', 300);
const NODES = num('FLEET_NODES', 1);
if (!Number.isInteger(NODES)) throw new Error('FLEET_NODES must be a whole number');
if (NODES > 1 && !process.env.DATABASE_URL) {
  console.error(
    'FLEET_NODES above 1 needs PostgreSQL (DATABASE_URL=postgres://…): PGlite is the database of one process',
  );
  process.exit(1);
}
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Hellos in flight at once while the fleet connects (each registration hashes a password). */
const CONNECT_AT_ONCE = 16;
const CLIENT_PWD = 'Fleet@2026';
/** The example process's required parameters. */
const RUN_PARAMETERS = { month: '2026-10', invoice_file: 'sample-invoices.csv' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row {
  robots: number;
  database: string;
  nodes: number;
  /** Robots online by node once connected, as the database says ('' on PGlite). */
  byNode: string;
  connected: number;
  working: number;
  connectP50: number;
  connectP99: number;
  rampSeconds: number;
  offered: number;
  handled: number;
  /** Per kind: samples, p50, p99. */
  latency: Record<Kind, [number, number, number]>;
  errors: number;
  unanswered: number;
  drainSeconds: number;
  sent: number;
  stored: number;
  lost: number;
  /** Lines the server wrote into the runs' logs itself. */
  notes: number;
  spaces: number;
  itemsTwice: number;
  itemsLost: number;
  itemsMismatched: number;
  itemsUnreported: number;
  emptyGets: number;
  requestsSkipped: number;
  itemStates: string;
  taskStates: string;
  /** All nodes together, share of one core. */
  serverCpu: number;
  /** CPU of the run's PostgreSQL backends, share of one core (0 on PGlite: inside the server). */
  dbCpu: number;
  /** The node with the worst p99. */
  serverLoop: LoopDelay;
  /** Each node's, in order. */
  serverLoops: LoopDelay[];
  /** All nodes together. */
  poolWaiting: number | null;
  /** Share of the window in which some runnable task of the machine waited for a CPU. */
  cpuWait: number;
  fleetCpu: number;
  machineCpu: number;
  fleetLagP99: number;
  background: number;
}

/** The share of the machine busy with other work, over 3 s before a run. */
async function backgroundCpu(): Promise<number> {
  const a = machineTicks();
  await sleep(3000);
  const b = machineTicks();
  return (b.busy - a.busy) / Math.max(1, b.total - a.total);
}

/**
 * One node, or NODES nodes of one installation: the same database and store
 * directory (so one file store), one Redis and one master key, each its own
 * NODE_ID and port. The first starts alone, then the others one by one.
 */
async function startNodes(store: Store): Promise<RunningServer[]> {
  if (NODES === 1) return [await startServer(store, { heartbeatSeconds: HEARTBEAT_SECONDS })];
  const env = { REDIS_URL, MASTER_KEY: randomBytes(32).toString('base64') };
  const nodes: RunningServer[] = [];
  try {
    for (let i = 1; i <= NODES; i++)
      nodes.push(
        await startServer(store, { heartbeatSeconds: HEARTBEAT_SECONDS, nodeId: `fleet-node-${i}`, env }),
      );
  } catch (err) {
    await Promise.all(nodes.map((n) => n.stop()));
    throw err;
  }
  return nodes;
}

async function run(robotCount: number): Promise<Row> {
  const background = await backgroundCpu();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-fleet-'));
  const store = await createStore(process.env.DATABASE_URL, dataDir, `${process.pid}_${robotCount}`);
  const { processId, departmentId } = await prepare(store, robotCount, NODES);
  const servers = await startNodes(store);
  // The console's calls go to the first node; robots go to every node in turn.
  const server = servers[0] as RunningServer;
  const stats = new FleetStats();
  // Robots add only in the measured window: its adds, one more (the timers start at a random point), and the seed.
  const itemsPerRobot = 2 + Math.ceil((ITEM_ADDS_PER_MINUTE * SECONDS) / 60);
  const plan = await prepareWorkload(
    await signIn(server.api, 'admin'),
    departmentId,
    robotCount,
    itemsPerRobot,
    stats,
  );
  const wsUrl = (api: string) => {
    const url = new URL(api + ROBOT_WS_PATH);
    url.protocol = 'ws:';
    return url.toString();
  };
  const options = {
    url: wsUrl(server.api),
    clientPwd: CLIENT_PWD,
    machineKey: DEMO_MACHINE_KEY,
    linesPerMinute: LINES_PER_MINUTE,
    stats,
    probeAnswer: { text: null as string | null },
    workload: {
      varReadsPerMinute: VAR_READS_PER_MINUTE,
      itemAddsPerMinute: ITEM_ADDS_PER_MINUTE,
      itemGetsPerMinute: ITEM_GETS_PER_MINUTE,
      variable: VARIABLE,
      stats,
    },
  };
  const optionsOf = servers.map((s) => ({ ...options, url: wsUrl(s.api) }));
  const robots = Array.from(
    { length: robotCount },
    (_, i) =>
      new FleetRobot(
        `FLEET-${String(i + 1).padStart(5, '0')}`,
        plan.spaceOf(i),
        optionsOf[i % NODES] as typeof options,
      ),
  );
  const onNodes = async () =>
    store.kind === 'postgres'
      ? [...(await robotsByNode(store))].map(([node, n]) => `${node} ${n}`).join(', ')
      : '';
  try {
    // Connect: the first robot alone (it learns the probe's answer), then the rest.
    const rampStart = performance.now();
    const [first, ...rest] = robots;
    if (!first || !(await first.start())) throw new Error('the first robot was not welcomed');
    while (options.probeAnswer.text === null) await sleep(10);
    await eachLimited(rest, CONNECT_AT_ONCE, async (r) => {
      await r.start();
    });
    const rampSeconds = (performance.now() - rampStart) / 1000;
    const welcomed = robots.filter((r) => r.robotId !== null);
    console.log(
      `  ${welcomed.length}/${robotCount} robots welcomed in ${rampSeconds.toFixed(1)} s ` +
        `(hello → welcome p50 ${ms(quantile(stats.connect, 0.5))}, p99 ${ms(quantile(stats.connect, 0.99))})`,
    );
    const byNode = await onNodes();
    if (NODES > 1) console.log(`  robots online by node: ${byNode}`);

    // A task per robot, as the console starts them; each robot accepts its offer and holds it till the end.
    const session = await signIn(server.api);
    const runFailures = new Map<string, number>();
    await eachLimited(welcomed, 8, async (r) => {
      const res = await session.post('/task/run', {
        processId,
        parameters: RUN_PARAMETERS,
        robotIds: [r.robotId],
      });
      if (res.code !== 0) FleetStats.bump(runFailures, res.msg);
    });
    for (const [msg, n] of runFailures) console.log(`  task run refused ${n}×: ${msg}`);
    await Promise.race([Promise.all(welcomed.map((r) => r.hasTask())), sleep(120_000)]);
    const working = robots.filter((r) => r.taskId !== null).length;
    console.log(`  ${working} robots running a task; measuring ${SECONDS} s`);
    for (const r of robots) r.startWork();

    // The measured window.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    const serversCpu = () => servers.reduce((sum, s) => sum + processCpuSeconds(s.child.pid ?? 0), 0);
    const loopDelays = () => Promise.all(servers.map((s) => s.loopDelay()));
    await loopDelays();
    const backendsCpu = async () => {
      const cpu = new Map<number, number>();
      for (const b of await store.backends()) cpu.set(b, processCpuSeconds(b));
      return cpu;
    };
    const db0 = await backendsCpu();
    const cpu0 = {
      server: serversCpu(),
      fleet: process.cpuUsage(),
      machine: machineTicks(),
      wait: cpuWaitMicros(),
    };
    lag.enable();
    stats.measuring = true;
    // One look at the database pool halfway through: a scrape costs queries of its own.
    await sleep(SECONDS * 500);
    const pools = await Promise.all(servers.map((s) => s.poolWaiting()));
    const poolWaiting = pools.includes(null) ? null : pools.reduce((a, b) => (a ?? 0) + (b ?? 0), 0);
    await sleep(SECONDS * 500);
    stats.measuring = false;
    lag.disable();
    const fleetCpu = process.cpuUsage(cpu0.fleet);
    const m1 = machineTicks();
    const serverCpu = (serversCpu() - cpu0.server) / SECONDS;
    // Backends opened during the window count from zero; those closed during it are missed.
    let dbSeconds = 0;
    for (const [b, cpu] of await backendsCpu()) dbSeconds += cpu - (db0.get(b) ?? 0);
    const machineCpu = (m1.busy - cpu0.machine.busy) / Math.max(1, m1.total - cpu0.machine.total);
    const cpuWait = (cpuWaitMicros() - cpu0.wait) / 1e6 / SECONDS;
    const serverLoops = await loopDelays();
    // NaN (a node too busy to answer) counts as the worst.
    const serverLoop = serverLoops.reduce((w, d) => (!(d.p99 <= w.p99) ? d : w));

    // Drain: no new lines or requests; wait until every message sent has been handled.
    for (const r of robots) r.stopWork();
    const drainStart = performance.now();
    const waiting = () => robots.reduce((n, r) => n + r.waiting, 0);
    const settle = async (since: number) => {
      while (waiting() > 0 && performance.now() - since < DRAIN_SECONDS * 1000) await sleep(100);
    };
    await settle(drainStart);
    const drainSeconds = (performance.now() - drainStart) / 1000;
    const unanswered = waiting();
    // Each run ends with a success, once the server has handled everything it was sent.
    const unfinished = robots.filter((r) => r.taskId !== null && !r.finishTask()).length;
    if (unfinished)
      console.log(`  ${unfinished} robots could not report their run's result (no open socket)`);
    await settle(performance.now());
    await Promise.all(robots.map((r) => r.close()));
    const exits = await Promise.all(servers.map((s) => s.stop()));
    exits.forEach((exit, i) => {
      if (exit !== 0) console.log(`  server node ${i + 1} exited with ${exit}`);
    });

    // Lines the robots wrote to an open socket against lines in the database.
    const { byTask: stored, notes } = await storedLines(store);
    let storedTotal = 0;
    let lost = 0;
    let extra = 0;
    for (const r of robots) {
      if (r.taskId === null) continue;
      const n = stored.get(r.taskId) ?? 0;
      storedTotal += n;
      lost += Math.max(0, r.linesSent - n);
      extra += Math.max(0, n - r.linesSent);
    }
    if (extra) console.log(`  ${extra} stored lines were never sent (a fault in this benchmark)`);
    if (notes)
      console.log(`  ${notes} lines written by the server (runs failed as "robot lost", then reconciled)`);
    const unsent = robots.reduce((n, r) => n + r.unsent, 0);
    if (unsent) console.log(`  ${unsent} lines never left the robots (no open socket)`);
    for (const line of stats.errorSummary()) console.log(`  ${line}`);
    const errors = new Map<string, number>();
    const warnings = new Map<string, number>();
    for (const s of servers) {
      for (const [msg, n] of s.errors) errors.set(msg, (errors.get(msg) ?? 0) + n);
      for (const [msg, n] of s.warnings) warnings.set(msg, (warnings.get(msg) ?? 0) + n);
    }
    for (const [msg, n] of errors) console.log(`  server error ${n}×: ${msg}`);
    for (const [msg, n] of warnings) console.log(`  server warning ${n}×: ${msg}`);

    // Every item added or handed out, against the items' states in the database.
    const work = await storedWork(store);
    const items = stats.items.verify(work.items);
    const states = (m: Map<string, number>) => [...m].map(([k, n]) => `${k} ${n}`).join(', ');
    const latency = Object.fromEntries(
      KINDS.map((k) => {
        const v = stats.latency[k];
        return [k, [v.length, quantile(v, 0.5), quantile(v, 0.99)]];
      }),
    ) as Row['latency'];
    const perMinute =
      LINES_PER_MINUTE +
      60 / HEARTBEAT_SECONDS +
      VAR_READS_PER_MINUTE +
      ITEM_ADDS_PER_MINUTE +
      2 * ITEM_GETS_PER_MINUTE;
    return {
      robots: robotCount,
      database: store.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      nodes: NODES,
      byNode,
      connected: welcomed.length,
      working,
      connectP50: quantile(stats.connect, 0.5),
      connectP99: quantile(stats.connect, 0.99),
      rampSeconds,
      offered: (working * perMinute) / 60,
      handled: stats.answered / SECONDS,
      latency,
      errors: stats.errorCount() + [...errors.values()].reduce((a, b) => a + b, 0),
      unanswered,
      drainSeconds,
      sent: stats.linesSent,
      stored: storedTotal,
      lost,
      notes,
      spaces: plan.spaces,
      itemsTwice: stats.items.twice,
      itemsLost: items.lost,
      itemsMismatched: items.mismatched,
      itemsUnreported: items.unreported,
      emptyGets: stats.emptyGets,
      requestsSkipped: stats.requestsSkipped,
      itemStates: states(items.byState),
      taskStates: states(work.tasks),
      serverCpu,
      dbCpu: dbSeconds / SECONDS,
      serverLoop,
      serverLoops,
      poolWaiting,
      cpuWait,
      fleetCpu: (fleetCpu.user + fleetCpu.system) / 1e6 / SECONDS,
      machineCpu,
      fleetLagP99: lag.percentile(99) / 1e6,
      background,
    };
  } finally {
    await Promise.all(robots.map((r) => r.close()));
    await Promise.all(servers.map((s) => s.stop()));
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fdLimit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
console.log(
  `${cpus().length} cores, Node ${process.versions.node}, open files limit ${fdLimit}; per robot a minute ` +
    `${LINES_PER_MINUTE} lines, ${60 / HEARTBEAT_SECONDS} heartbeats, ${VAR_READS_PER_MINUTE} variable reads, ` +
    `${ITEM_ADDS_PER_MINUTE} item adds, ${ITEM_GETS_PER_MINUTE} item gets with their results; ${SECONDS} s per run` +
    (NODES > 1 ? `; ${NODES} server nodes on one PostgreSQL and Redis at ${REDIS_URL}` : ''),
);
const pct = (v: number) => `${Math.round(v * 100)} %`;
const p50p99 = (v: [number, number, number]) => `${ms(v[1])} / ${ms(v[2])}`;
const HEADER =
  '| Robots | Database | Welcomed | Hello p50 / p99 | Offered / handled msg/s | ' +
  'Heartbeat | Log batch | Variable read | Item add | Item get | Item result | ' +
  'Errors | Unanswered | Lost lines | Items twice / lost | Server CPU | DB CPU | Server loop delay p99 |\n' +
  `|${'---|'.repeat(18)}`;

const where = (r: Row) => (r.nodes > 1 ? `${r.database}, ${r.nodes} nodes` : r.database);

/** A run as a row of the table (p50 / p99 per kind; CPU of all nodes, loop delay of the worst). */
function tableRow(r: Row): string {
  const l = r.latency;
  return (
    `| ${r.robots} | ${where(r)} | ${r.connected} | ${ms(r.connectP50)} / ${ms(r.connectP99)} | ` +
    `${r.offered.toFixed(0)} / ${r.handled.toFixed(0)} | ${p50p99(l.heartbeat)} | ${p50p99(l.log)} | ` +
    `${p50p99(l.variable)} | ${p50p99(l.itemAdd)} | ${p50p99(l.itemGet)} | ${p50p99(l.itemResult)} | ` +
    `${r.errors} | ${r.unanswered} | ${r.lost} | ${r.itemsTwice} / ${r.itemsLost} | ` +
    `${pct(r.serverCpu)} | ${r.database === 'PGlite' ? '—' : pct(r.dbCpu)} | ${ms(r.serverLoop.p99)} |`
  );
}

/** What the table leaves out. */
function details(r: Row): string {
  const timed = KINDS.map((k) => `${k} ${r.latency[k][0]}`).join(', ');
  return (
    `${r.robots} robots on ${where(r)}: ${r.nodes > 1 ? `online by node ${r.byNode}; ` : ''}ramp ${r.rampSeconds.toFixed(0)} s, ${r.working} running a task, ` +
    `timed ${timed}; drain ${r.drainSeconds.toFixed(1)} s; lines sent ${r.sent}, stored ${r.stored}, server notes ${r.notes}; ` +
    `${r.spaces} task data spaces, ${r.emptyGets} gets found the queue empty, ${r.requestsSkipped} requests ` +
    `not sent (no open socket), items whose state differs from their result's reply ${r.itemsMismatched}, ` +
    `taken without a result seen ${r.itemsUnreported}; items at the end: ${r.itemStates}; tasks: ${r.taskStates}; ` +
    `server event-loop delay ${r.serverLoops
      .map(
        (d, i) =>
          `${r.nodes > 1 ? `node ${i + 1} ` : ''}p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, max ${ms(d.max)}`,
      )
      .join('; ')}; ` +
    `queries waiting for a pool connection halfway ${r.poolWaiting ?? '—'}; ` +
    `fleet CPU ${pct(r.fleetCpu)}, fleet event-loop delay p99 ${ms(r.fleetLagP99)}, machine CPU ${pct(r.machineCpu)}, ` +
    `some task waiting for a CPU ${pct(r.cpuWait)} of the window, ` +
    `machine busy with other work before the run ${pct(r.background)}`
  );
}

const rows: Row[] = [];
for (const n of SIZES) {
  if (n + 200 > fdLimit) {
    console.log(`${n} robots: skipped, the open files limit (${fdLimit}) is too low; raise ulimit -n`);
    continue;
  }
  console.log(`\n${n} robots`);
  try {
    const row = await run(n);
    rows.push(row);
    // Printed at once, so a long series keeps what it measured if stopped.
    console.log(`${HEADER}\n${tableRow(row)}\n${details(row)}`);
  } catch (err) {
    console.log(`  failed: ${(err as Error).message}`);
  }
}

console.log(`\n${HEADER}`);
for (const r of rows) console.log(tableRow(r));
for (const r of rows) console.log(details(r));
