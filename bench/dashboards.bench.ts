// Dashboard and report queries at 1 million task rows (issue: the aggregate
// queries stay fast as history grows): p50 and p99 of each figure the
// dashboards and the report center compute, per range, on PGlite, or on
// PostgreSQL when DATABASE_URL is set. TASK_ROWS changes the history size.
// Prints figures; asserts nothing.
import type { QuickRange } from '@rpa/contracts';
import { type Column, inArray } from 'drizzle-orm';
import {
  busiest,
  latestTasks,
  perDay,
  reportRows,
  runStats,
} from '../packages/server/src/modules/dashboards/figures';
import { resolveRange } from '../packages/server/src/modules/dashboards/range';
import { ensureRollup } from '../packages/server/src/modules/dashboards/rollup';
import { departments } from '../packages/server/src/modules/departments/schema';
import { tasks } from '../packages/server/src/modules/tasks/schema';
import { demoDatabase, publishedProcess } from './demo';
import { generateHistory } from './history';

const ROWS = Number(process.env.TASK_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TZ = 'Asia/Shanghai';

const { database, db } = await demoDatabase('dash');
await generateHistory(db, await publishedProcess(db), ROWS);
const counting = Date.now();
await ensureRollup(db, TZ);
console.log(
  `on ${database.kind}; daily and robot counts built in ${((Date.now() - counting) / 1000).toFixed(0)} s`,
);

// A manager of every department: the widest scope.
const all = (await db.select({ id: departments.id }).from(departments)).map((d) => d.id);
const scope = inArray(tasks.departmentId, all);
const rollup = (departmentId: Column) => inArray(departmentId, all);
const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

async function time(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  console.log(
    `${label.padEnd(44)} p50 ${pct(times, 0.5).toFixed(1)} ms, p99 ${pct(times, 0.99).toFixed(1)} ms`,
  );
}

await time('last 10 runs', () => latestTasks(db, scope));
await time('10 latest abnormal runs', () => latestTasks(db, scope, { abnormal: true }));
for (const quick of ['last7Days', 'last30Days', 'oneYear', 'all'] as QuickRange[]) {
  const { from, to } = resolveRange({ quick }, new Date(), TZ);
  const w = { scope, rollup, from, to, tz: TZ };
  await time(`${quick}: runs by state`, () => runStats(db, w));
  await time(`${quick}: runs per day`, () => perDay(db, w));
  await time(`${quick}: busiest processes and robots`, () =>
    Promise.all([busiest(db, w, 'process'), busiest(db, w, 'robot')]),
  );
  await time(`${quick}: whole manager dashboard (in sequence)`, async () => {
    await latestTasks(db, scope);
    await latestTasks(db, scope, { abnormal: true });
    await runStats(db, w);
    await perDay(db, w);
    await busiest(db, w, 'process');
    await busiest(db, w, 'robot');
  });
  await time(`${quick}: report by robot`, () => reportRows(db, w, 'robot'));
  await time(`${quick}: report by day`, () => reportRows(db, w, 'day'));
}
await database.close();
