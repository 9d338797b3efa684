import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Daily run counts per department, process and state, kept by a trigger on
 * `tasks` (migration 0011) as runs are created, change state or go away, so
 * dashboards over months of history read a few rows a day instead of every
 * run. Robots are left out on purpose: with many robots a robot-level count
 * is nearly as long as the runs themselves (measured), so robot figures read
 * the runs. The day is the run's creation day in the zone of `task_daily_zone`.
 */
export const taskDaily = pgTable(
  'task_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    departmentId: integer('department_id').notNull(),
    processId: integer('process_id').notNull(),
    state: varchar('state', { length: 10 }).notNull(),
    runs: integer('runs').notNull().default(0),
    /** Runs with both a start and an end, and their total run time. */
    timed: integer('timed').notNull().default(0),
    runSeconds: doublePrecision('run_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.departmentId, t.processId, t.state] })],
);

/** The time zone the days of `task_daily` are counted in; the server rebuilds the counts when it changes. */
export const taskDailyZone = pgTable('task_daily_zone', {
  id: smallint('id').primaryKey().default(1),
  zone: text('zone').notNull().default(sql`'UTC'`),
});
