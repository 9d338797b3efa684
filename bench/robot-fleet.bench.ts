// A fleet of simulated robots on the real robot protocol against the built
// server in a child process: PGlite by default; with DATABASE_URL, a fresh
// PostgreSQL database per run, created on that server and dropped after.
// Load per robot as UiPath's Orchestrator sizing profile: 40 log lines and
// 2 heartbeats a minute. Prints figures; asserts nothing.
//
//   FLEET_ROBOTS           fleet sizes, one run each (100,500,1000,2000)
//   FLEET_SECONDS          measured time per run (60)
//   FLEET_LINES_PER_MINUTE log lines per robot (40)
//   FLEET_HEARTBEAT_SECONDS heartbeat period the server hands out (30: 2 a minute)
//   FLEET_DRAIN_SECONDS    longest wait for the server to catch up after the load (300)
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROBOT_WS_PATH } from '@rpa/contracts';
import { DEMO_MACHINE_KEY } from '../packages/server/src/seed/machine-keys';
import { eachLimited, signIn } from './robot-fleet/console';
import { FleetRobot } from './robot-fleet/robot';
import { startServer } from './robot-fleet/server';
import { createStore, prepare, storedLines } from './robot-fleet/setup';
import { FleetStats, machineTicks, ms, processCpuSeconds, quantile } from './robot-fleet/stats';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const SIZES = (process.env.FLEET_ROBOTS ?? '100,500,1000,2000').split(',').map((s) => Number(s.trim()));
const SECONDS = num('FLEET_SECONDS', 60);
const LINES_PER_MINUTE = num('FLEET_LINES_PER_MINUTE', 40);
const HEARTBEAT_SECONDS = num('FLEET_HEARTBEAT_SECONDS', 30);
const DRAIN_SECONDS = num('FLEET_DRAIN_SECONDS', 300);
/** Hellos in flight at once while the fleet connects (each registration hashes a password). */
const CONNECT_AT_ONCE = 16;
const CLIENT_PWD = 'Fleet@2026';
/** The example process's required parameters. */
const RUN_PARAMETERS = { month: '2026-10', invoice_file: 'sample-invoices.csv' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row {
  robots: number;
  database: string;
  connected: number;
  working: number;
  connectP50: number;
  connectP99: number;
  rampSeconds: number;
  offered: number;
  handled: number;
  heartbeat: [number, number, number];
  log: [number, number, number];
  errors: number;
  unanswered: number;
  drainSeconds: number;
  sent: number;
  stored: number;
  lost: number;
  serverCpu: number;
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

async function run(robotCount: number): Promise<Row> {
  const background = await backgroundCpu();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-fleet-'));
  const store = await createStore(process.env.DATABASE_URL, dataDir, `${process.pid}_${robotCount}`);
  const processId = await prepare(store, robotCount);
  const server = await startServer(store, HEARTBEAT_SECONDS);
  const stats = new FleetStats();
  const url = new URL(server.api + ROBOT_WS_PATH);
  url.protocol = 'ws:';
  const options = {
    url: url.toString(),
    clientPwd: CLIENT_PWD,
    machineKey: DEMO_MACHINE_KEY,
    linesPerMinute: LINES_PER_MINUTE,
    stats,
    probeAnswer: { text: null as string | null },
  };
  const robots = Array.from(
    { length: robotCount },
    (_, i) => new FleetRobot(`FLEET-${String(i + 1).padStart(5, '0')}`, options),
  );
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

    // A task per robot, as the console starts them; each robot accepts its offer and logs until the end.
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

    // The measured window.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    const pid = server.child.pid ?? 0;
    const cpu0 = { server: processCpuSeconds(pid), fleet: process.cpuUsage(), machine: machineTicks() };
    lag.enable();
    stats.measuring = true;
    await sleep(SECONDS * 1000);
    stats.measuring = false;
    lag.disable();
    const fleetCpu = process.cpuUsage(cpu0.fleet);
    const m1 = machineTicks();
    const serverCpu = (processCpuSeconds(pid) - cpu0.server) / SECONDS;
    const machineCpu = (m1.busy - cpu0.machine.busy) / Math.max(1, m1.total - cpu0.machine.total);

    // Drain: no new lines; wait until every message sent has been handled.
    for (const r of robots) r.stopWork();
    const drainStart = performance.now();
    const waiting = () => robots.reduce((n, r) => n + r.waiting, 0);
    while (waiting() > 0 && performance.now() - drainStart < DRAIN_SECONDS * 1000) await sleep(100);
    const drainSeconds = (performance.now() - drainStart) / 1000;
    const unanswered = waiting();
    await Promise.all(robots.map((r) => r.close()));
    const exit = await server.stop();
    if (exit !== 0) console.log(`  the server exited with ${exit}`);

    // Lines the robots wrote to an open socket against lines in the database.
    const stored = await storedLines(store);
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
    const unsent = robots.reduce((n, r) => n + r.unsent, 0);
    if (unsent) console.log(`  ${unsent} lines never left the robots (no open socket)`);
    for (const line of stats.errorSummary()) console.log(`  ${line}`);
    for (const [msg, n] of server.errors) console.log(`  server error ${n}×: ${msg}`);
    for (const [msg, n] of server.warnings) console.log(`  server warning ${n}×: ${msg}`);

    const hb = stats.latency.heartbeat;
    const lg = stats.latency.log;
    return {
      robots: robotCount,
      database: store.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      connected: welcomed.length,
      working,
      connectP50: quantile(stats.connect, 0.5),
      connectP99: quantile(stats.connect, 0.99),
      rampSeconds,
      offered: (working * (LINES_PER_MINUTE + 60 / HEARTBEAT_SECONDS)) / 60,
      handled: stats.answered / SECONDS,
      heartbeat: [hb.length, quantile(hb, 0.5), quantile(hb, 0.99)],
      log: [lg.length, quantile(lg, 0.5), quantile(lg, 0.99)],
      errors: stats.errorCount() + [...server.errors.values()].reduce((a, b) => a + b, 0),
      unanswered,
      drainSeconds,
      sent: stats.linesSent,
      stored: storedTotal,
      lost,
      serverCpu,
      fleetCpu: (fleetCpu.user + fleetCpu.system) / 1e6 / SECONDS,
      machineCpu,
      fleetLagP99: lag.percentile(99) / 1e6,
      background,
    };
  } finally {
    await Promise.all(robots.map((r) => r.close()));
    await server.stop();
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fdLimit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
console.log(
  `${cpus().length} cores, Node ${process.versions.node}, open files limit ${fdLimit}; ` +
    `${LINES_PER_MINUTE} lines and ${60 / HEARTBEAT_SECONDS} heartbeats per robot a minute, ${SECONDS} s per run`,
);
const rows: Row[] = [];
for (const n of SIZES) {
  if (n + 200 > fdLimit) {
    console.log(`${n} robots: skipped, the open files limit (${fdLimit}) is too low; raise ulimit -n`);
    continue;
  }
  console.log(`\n${n} robots`);
  try {
    rows.push(await run(n));
  } catch (err) {
    console.log(`  failed: ${(err as Error).message}`);
  }
}

const pct = (v: number) => `${Math.round(v * 100)} %`;
console.log(
  '\n| Robots | Database | Welcomed | Hello p50 / p99 | Offered msg/s | Handled msg/s | Heartbeat p50 / p99 | Log batch p50 / p99 | Errors | Unanswered | Drain | Lines sent | Lines stored | Lost | Server CPU | Machine CPU |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.robots} | ${r.database} | ${r.connected} | ${ms(r.connectP50)} / ${ms(r.connectP99)} | ` +
      `${r.offered.toFixed(0)} | ${r.handled.toFixed(0)} | ${ms(r.heartbeat[1])} / ${ms(r.heartbeat[2])} | ` +
      `${ms(r.log[1])} / ${ms(r.log[2])} | ${r.errors} | ${r.unanswered} | ${r.drainSeconds.toFixed(1)} s | ` +
      `${r.sent} | ${r.stored} | ${r.lost} | ${pct(r.serverCpu)} | ${pct(r.machineCpu)} |`,
  );
}
for (const r of rows) {
  console.log(
    `${r.robots} robots: ramp ${r.rampSeconds.toFixed(0)} s, ${r.working} running a task, ` +
      `${r.heartbeat[0]} heartbeats and ${r.log[0]} log batches timed, fleet CPU ${pct(r.fleetCpu)}, ` +
      `fleet event-loop delay p99 ${ms(r.fleetLagP99)}, machine busy with other work before the run ${pct(r.background)}`,
  );
}
