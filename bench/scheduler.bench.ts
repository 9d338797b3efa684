// The scheduler with many schedules: SCHEDULES (10000) enabled schedules firing
// every minute, two scheduler loops (two nodes) racing on one database for
// MINUTES (3) minutes. Prints the fire-time error (how late a fire's task was
// created after its fire time; 0 when made ahead of it, as the scheduler loop
// does by FIRE_AHEAD_MS, or AHEAD_MS to compare) p50/p99/max and the duplicates
// (tasks of one schedule and fire time beyond the one). PGlite, or PostgreSQL
// when DATABASE_URL is set.
// Prints figures; asserts nothing.
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { untilNextPass } from '../packages/server/src/modules/schedules';
import { FIRE_AHEAD_MS, fireDueSchedules } from '../packages/server/src/modules/schedules/fire';
import { schedules } from '../packages/server/src/modules/schedules/schema';
import { createMemoryBus } from '../packages/server/src/platform/events';
import { demoDatabase, publishedProcess } from './demo';

const COUNT = Number(process.env.SCHEDULES ?? 10_000);
const MINUTES = Number(process.env.MINUTES ?? 3);
const AHEAD_MS = Number(process.env.AHEAD_MS ?? FIRE_AHEAD_MS);

const { database, db, files } = await demoDatabase('sched');
const app = await buildApp({
  config: { ...loadConfig({}), port: 0 },
  database,
  events: createMemoryBus(),
  files,
});
const p = await publishedProcess(db);

// Every schedule fires at the start of each minute, from the next one on.
const firstMinute = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
for (let i = 0; i < COUNT; i += 1000) {
  await db.insert(schedules).values(
    Array.from({ length: Math.min(1000, COUNT - i) }, (_, k) => ({
      name: `Bench ${i + k}`,
      processId: p.id,
      departmentId: p.departmentId,
      timing: { mode: 'minute' as const, every: 1 },
      nextFireAt: firstMinute,
    })),
  );
}
console.log(
  `${COUNT} schedules on ${database.kind}; first fire ${firstMinute.toISOString()}, running ${MINUTES} min, fires made up to ${AHEAD_MS} ms ahead`,
);

// Two scheduler loops, as two nodes would run them, each passing at the start of every second.
const until = firstMinute.getTime() + MINUTES * 60_000 - 1000;
const loop = async () => {
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, untilNextPass()));
    await fireDueSchedules(app, new Date(), AHEAD_MS);
  }
};
await Promise.all([loop(), loop()]);

const rows = await db.execute<{ error_ms: number }>(
  sql`select extract(epoch from (created_at - planned_at)) * 1000 as error_ms from tasks
      where source = 'schedule' and planned_at < ${new Date(firstMinute.getTime() + MINUTES * 60_000).toISOString()}::timestamptz`,
);
/** Created minus fire time: below 0 for a fire made ahead of its time. */
const offsets = (rows as unknown as { rows: Array<{ error_ms: number }> }).rows
  .map((r) => Number(r.error_ms))
  .sort((a, b) => a - b);
const errors = offsets.map((o) => Math.max(0, o));
const q = (f: number) => errors[Math.min(errors.length - 1, Math.floor(f * errors.length))] ?? 0;
const dup = await db.execute<{ n: number }>(
  sql`select count(*)::int as n from (select schedule_id, planned_at from tasks group by 1, 2 having count(*) > 1) d`,
);
const duplicates = (dup as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
console.log(
  `fires ${errors.length} (expected ${COUNT * MINUTES}); fire-time error p50 ${q(0.5).toFixed(0)} ms, ` +
    `p99 ${q(0.99).toFixed(0)} ms, max ${(errors.at(-1) ?? 0).toFixed(0)} ms; duplicates ${duplicates}`,
);
console.log(
  `created relative to the fire time: earliest ${(offsets[0] ?? 0).toFixed(0)} ms, latest ${(offsets.at(-1) ?? 0).toFixed(0)} ms`,
);
await app.close();
