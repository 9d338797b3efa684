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

/** Runs counted, and of them those with both a start and an end with their total run time. */
const counted = () => ({
  runs: integer('runs').notNull().default(0),
  timed: integer('timed').notNull().default(0),
  runSeconds: doublePrecision('run_seconds').notNull().default(0),
});

/**
 * Daily run counts per department, process and state, kept by statement
 * triggers on `tasks` (migrations 0011, 0030) as runs are created, change
 * state or go away, so dashboards over months of history read a few rows a
 * day instead of every run. The day is the run's creation day in the zone of
 * `task_daily_zone`.
 */
export const taskDaily = pgTable(
  'task_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    departmentId: integer('department_id').notNull(),
    processId: integer('process_id').notNull(),
    state: varchar('state', { length: 10 }).notNull(),
    ...counted(),
  },
  (t) => [primaryKey({ columns: [t.day, t.departmentId, t.processId, t.state] })],
);

/**
 * The same counts per robot as well (robot 0: runs no robot took), by day and
 * by month (migration 0031). With many robots a day's robot counts are nearly
 * as many rows as the day's runs, so long ranges read whole months from the
 * monthly counts and only the partial months at their edges by day.
 */
const robotCounted = (period: 'day' | 'month') => ({
  period: date(period, { mode: 'string' }).notNull(),
  departmentId: integer('department_id').notNull(),
  processId: integer('process_id').notNull(),
  robotId: integer('robot_id').notNull(),
  state: varchar('state', { length: 10 }).notNull(),
  /** The robot's name on its latest counted run (it outlives the robot). */
  robotName: varchar('robot_name', { length: 64 }).notNull().default(''),
  ...counted(),
});

export const taskRobotDaily = pgTable('task_robot_daily', robotCounted('day'), (t) => [
  primaryKey({ columns: [t.period, t.departmentId, t.processId, t.robotId, t.state] }),
]);

/** `period`: the first day of the month. */
export const taskRobotMonthly = pgTable('task_robot_monthly', robotCounted('month'), (t) => [
  primaryKey({ columns: [t.period, t.departmentId, t.processId, t.robotId, t.state] }),
]);

/** The time zone the days of `task_daily` are counted in; the server rebuilds the counts when it changes. */
export const taskDailyZone = pgTable('task_daily_zone', {
  id: smallint('id').primaryKey().default(1),
  zone: text('zone').notNull().default(sql`'UTC'`),
});
