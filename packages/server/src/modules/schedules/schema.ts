import type { TimeSettings } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { calendars } from '../calendars';
import { departments } from '../departments';
import { processes, versions } from '../processes';
import { users } from '../users';

/**
 * Schedules (console-core.md §3): when and how a process runs by itself.
 * `nextFireAt` is the time the scheduler will fire it next: the scheduler
 * moves it forward in the same transaction that creates the tasks, so each
 * fire time is used once (docs/scheduling.md).
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    info: varchar('info', { length: 254 }).notNull().default(''),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').references(() => versions.id, { onDelete: 'set null' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    /** 0 urgent, 1 normal, 2 low. */
    priority: smallint('priority').notNull().default(1),
    receiverUserIds: jsonb('receiver_user_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    receiverDepartmentIds: jsonb('receiver_department_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    robotIds: jsonb('robot_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    runMode: varchar('run_mode', { length: 10 }).notNull().default('timed'),
    timing: jsonb('timing').$type<TimeSettings>().notNull(),
    calendar: varchar('calendar', { length: 12 }).notNull().default('daily'),
    /** A user calendar overriding official days; in use, it cannot be deleted. */
    calendarId: integer('calendar_id').references(() => calendars.id, { onDelete: 'restrict' }),
    failedRetries: integer('failed_retries').notNull().default(0),
    taskCount: integer('task_count').notNull().default(1),
    waitTimeout: integer('wait_timeout').notNull().default(30),
    runTimeout: integer('run_timeout').notNull().default(120),
    manualMinutes: integer('manual_minutes').notNull().default(0),
    autoStopMinutes: integer('auto_stop_minutes').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    stopAt: timestamp('stop_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    nextFireAt: timestamp('next_fire_at', { withTimezone: true }),
    lastFireAt: timestamp('last_fire_at', { withTimezone: true }),
    /** When it was last disabled: its tasks cancelled then are reissued once when it is enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_due_idx').on(t.nextFireAt).where(sql`${t.enabled}`),
    index('schedules_process_idx').on(t.processId),
    index('schedules_department_idx').on(t.departmentId),
    index('schedules_creator_idx').on(t.creatorId),
    index('schedules_calendar_idx').on(t.calendarId),
  ],
);
