import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { reference, timestamps, timestamptz } from '../../platform/db/columns';
import { processes } from '../processes';
import { tasks } from '../tasks';
import { users } from '../users';

/**
 * Process log fields, also called business parameter fields
 * (console-administration.md §3): values a running process reports about
 * the business it handles (an invoice number, an amount), kept with the run
 * and searched by. A field belongs to one process or, without one, to all.
 */
export const logFields = pgTable(
  'log_fields',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    /** What the process reports it under: lowercase letters and `_`, from a letter. */
    key: varchar('key', { length: 30 }).notNull(),
    /** LOG_FIELD_TYPES (packages/contracts): string, number, date, password, integer, long, decimal, datetime. */
    type: varchar('type', { length: 10 }).notNull(),
    /** Places after the point, for decimals. */
    decimals: smallint('decimals'),
    description: varchar('description', { length: 128 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    extended: boolean('extended').notNull().default(false),
    /** A system-preset field cannot be deleted. */
    preset: boolean('preset').notNull().default(false),
    /** The process it belongs to; null: every process. */
    processId: integer('process_id').references(() => processes.id, { onDelete: 'cascade' }),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('log_fields_key_idx').on(t.key), index('log_fields_process_idx').on(t.processId)],
);

/**
 * What a run reported for a field: the last value wins. `value` is the
 * normalised text (sealed for a password); `number` holds numeric values
 * and `at` times, so the run-record filter compares them as such.
 */
export const taskFieldValues = pgTable(
  'task_field_values',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => logFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    number: numeric('number'),
    at: timestamptz('at'),
    reportedAt: timestamptz('reported_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.fieldId] }),
    index('task_field_values_field_value_idx').on(t.fieldId, t.value),
    index('task_field_values_field_number_idx').on(t.fieldId, t.number),
  ],
);

/**
 * Service parameters (console-administration.md §3): a user's account with
 * a business system a process signs in to on their behalf. A run receives
 * the values of the user who started it, over the robot's connection only;
 * the password is sealed and never answered.
 */
export const serviceParameters = pgTable(
  'service_parameters',
  {
    id: serial('id').primaryKey(),
    processId: reference('process_id', () => processes.id, { onDelete: 'cascade' }),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    platformUser: varchar('platform_user', { length: 30 }).notNull(),
    objectId: varchar('object_id', { length: 30 }).notNull(),
    /** Sealed under the master key. */
    password: text('password').notNull(),
    extended: varchar('extended', { length: 500 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('service_parameters_process_user_idx').on(t.processId, t.userId),
    index('service_parameters_user_idx').on(t.userId),
    index('service_parameters_created_idx').on(sql`${t.createdAt} desc`),
  ],
);
