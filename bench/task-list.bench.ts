// The task list at 1 million task rows (issue: run records stay fast as history
// grows): p50 and p99 of the list query (page of 10 plus the capped count) for
// the filters the console sends, on PGlite, or on PostgreSQL when DATABASE_URL
// is set. TASK_ROWS changes the history size. Prints figures; asserts nothing.
import type { taskFilters } from '@rpa/contracts';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { departments } from '../packages/server/src/modules/departments/schema';
import { listConditions, taskMatching, taskRows } from '../packages/server/src/modules/tasks/query';
import { tasks } from '../packages/server/src/modules/tasks/schema';
import { cappedTotal } from '../packages/server/src/platform/db/paging';
import { demoDatabase, publishedProcess } from './demo';
import { generateHistory } from './history';

const ROWS = Number(process.env.TASK_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const { database, db } = await demoDatabase('tasks');

await generateHistory(db, await publishedProcess(db), ROWS);

const all = (await db.select({ id: departments.id }).from(departments)).map((d) => d.id);
const scope = inArray(tasks.departmentId, all);
const cases: Array<[string, z.output<typeof taskFilters> & { page?: number }]> = [
  ['first page, no filter', {}],
  ['page 500', { page: 500 }],
  ['state failed', { state: 'failed' }],
  ['robot 17', { robotId: 17 }],
  ['process name part', { processName: 'Invoice' }],
  ['operator', { operator: 'user7' }],
  [
    'last 7 days, schedule',
    { source: 'schedule', createdFrom: new Date(Date.now() - 7 * 86400_000).toISOString() },
  ],
];
const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
for (const [name, q] of cases) {
  const times: number[] = [];
  const size = 10;
  const offset = ((q.page ?? 1) - 1) * size;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const where = and(scope, ...listConditions(q));
    await Promise.all([taskRows(db, where, size, offset), cappedTotal(db, taskMatching(db, where))]);
    times.push(performance.now() - t0);
  }
  console.log(
    `${name.padEnd(28)} p50 ${pct(times, 0.5).toFixed(1)} ms, p99 ${pct(times, 0.99).toFixed(1)} ms`,
  );
}
await database.close();
