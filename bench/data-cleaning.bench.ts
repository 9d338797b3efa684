// Data cleaning of run logs (issue: system configuration, data cleaning):
// how fast a pass removes the log lines of runs past a 30-day retention, and
// what the console's first task-list page costs meanwhile, against the same
// query with no pass running. PGlite, or PostgreSQL when DATABASE_URL is set.
// TASK_ROWS runs of LINES lines each. Prints figures; asserts nothing.
import { setImmediate } from 'node:timers';
import { sql } from 'drizzle-orm';
import { cutOff } from '../packages/server/src/modules/data-cleaning/calendar';
import { STEP_ROWS } from '../packages/server/src/modules/data-cleaning/cleaner';
import { taskRows } from '../packages/server/src/modules/tasks/query';
import { runLogData } from '../packages/server/src/modules/tasks/retention';
import { demoDatabase, publishedProcess } from './demo';
import { generateHistory } from './history';

const ROWS = Number(process.env.TASK_ROWS ?? 300_000);
const LINES = Number(process.env.LOG_LINES ?? 10);

const { database, db } = await demoDatabase('cleaning');
await generateHistory(db, await publishedProcess(db), ROWS);
const t0 = Date.now();
await db.execute(sql`update tasks set log_count = ${LINES}`);
await db.execute(
  sql`insert into task_logs (task_id, seq, time, level, text)
      select t.id, s, t.started_at, 'INFO', 'step ' || s || ' of the run, with a line of ordinary length'
      from tasks t, generate_series(1, ${LINES}) s`,
);
await db.execute(sql`analyze task_logs`);
await db.execute(sql`analyze tasks`);
console.log(`${ROWS * LINES} log lines generated in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const firstPage = async () => {
  const s = performance.now();
  await taskRows(db, undefined, 10, 0);
  return performance.now() - s;
};
const report = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(34)} p50 ${pct(xs, 0.5).toFixed(1)} ms, p99 ${pct(xs, 0.99).toFixed(1)} ms (${xs.length} reads)`,
  );

const idle: number[] = [];
for (let i = 0; i < 100; i++) idle.push(await firstPage());
report('task list, no pass running', idle);

const before = cutOff(30, new Date(), process.env.TIMEZONE || 'Asia/Shanghai');
const { expiredRows } = await runLogData.measure(db, before);
let removed = 0;
let steps = 0;
let cleaning = true;
const started = performance.now();
const pass = (async () => {
  for (;;) {
    const step = await runLogData.purge(db, before, STEP_ROWS);
    removed += step.rows;
    steps += 1;
    if (step.rows === 0 && !step.more) break;
    // As the cleaner does: other work (here the reads) gets its turn between steps.
    await new Promise((r) => setImmediate(r));
  }
  cleaning = false;
})();
const during: number[] = [];
while (cleaning) {
  during.push(await firstPage());
  await new Promise((r) => setTimeout(r, 20));
}
await pass;
const seconds = (performance.now() - started) / 1000;
console.log(
  `pass: ${removed} of ${expiredRows} expired lines removed in ${seconds.toFixed(1)} s ` +
    `(${Math.round(removed / seconds)} lines/s, ${steps} steps of at most ${STEP_ROWS})`,
);
report('task list, while the pass runs', during);
await database.close();
