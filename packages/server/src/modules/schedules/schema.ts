import type { TimeSettings } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamps, timestamptz } from '../../platform/db/columns';
import { calendars } from '../calendars';
import { departments } from '../departments';
import { processes, versions } from '../processes';
import { taskDataSpaces } from '../task-data';
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
    processId: reference('process_id', () => processes.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').references(() => versions.id, { onDelete: 'set null' }),
    departmentId: reference('department_id', () => departments.id),
    /** 0 urgent, 1 normal, 2 low. */
    priority: smallint('priority').notNull().default(1),
    receiverUserIds: jsonArray<number>('receiver_user_ids'),
    receiverDepartmentIds: jsonArray<number>('receiver_department_ids'),
    robotIds: jsonArray<number>('robot_ids'),
    runMode: varchar('run_mode', { length: 10 }).notNull().default('timed'),
    /** The task data space a queue schedule watches; null once the space is deleted (the schedule then stops). */
    queueSpaceId: integer('queue_space_id').references(() => taskDataSpaces.id, { onDelete: 'set null' }),
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
    startAt: timestamptz('start_at'),
    stopAt: timestamptz('stop_at'),
    enabled: boolean('enabled').notNull().default(true),
    nextFireAt: timestamptz('next_fire_at'),
    lastFireAt: timestamptz('last_fire_at'),
    /** When it was last disabled: its tasks cancelled then are reissued once when it is enabled again. */
    disabledAt: timestamptz('disabled_at'),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('schedules_due_idx').on(t.nextFireAt).where(sql`${t.enabled}`),
    index('schedules_process_idx').on(t.processId),
    index('schedules_department_idx').on(t.departmentId),
    index('schedules_creator_idx').on(t.creatorId),
    index('schedules_calendar_idx').on(t.calendarId),
    index('schedules_queue_idx').on(t.queueSpaceId).where(sql`${t.runMode} = 'queue'`),
  ],
);
