import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamptz } from '../../platform/db/columns';
import { departments } from '../departments';

/**
 * Task data spaces (console-administration.md §3): queues of work items a
 * department's robots take one at a time while they run a task.
 */
export const taskDataSpaces = pgTable(
  'task_data_spaces',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    maxItems: integer('max_items').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    /** Minutes an item is due after it arrives when it names no deadline; 0: none. */
    slaMinutes: integer('sla_minutes').notNull().default(0),
    description: varchar('description', { length: 250 }).notNull(),
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
    /** Robots of the department that may use it; empty: all of them. */
    robotIds: jsonArray<number>('robot_ids'),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_data_spaces_name_idx').on(sql`lower(${t.name})`)],
);

/** The items (records) of a space, in the states of console-administration.md §4. */
export const taskDataItems = pgTable(
  'task_data_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => taskDataSpaces.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    /** Unique in its space when not empty. */
    reference: varchar('reference', { length: 128 }).notNull().default(''),
    /** 0 high, 1 normal, 2 low. */
    priority: smallint('priority').notNull().default(1),
    state: varchar('state', { length: 20 }).notNull().default('waitToRun'),
    /** Failed attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    output: jsonb('output'),
    failureReason: text('failure_reason').notNull().default(''),
    /** The robot that ran it last; no foreign key: the item names it after it is deleted. */
    robotId: integer('robot_id'),
    robotsNo: varchar('robots_no', { length: 64 }).notNull().default(''),
    taskId: bigint('task_id', { mode: 'number' }),
    deadline: timestamptz('deadline'),
    /** When the space's managers were told it was near its deadline with no robot to take it (once per item). */
    slaWarnedAt: timestamptz('sla_warned_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    uniqueIndex('task_data_items_reference_idx')
      .on(t.spaceId, t.reference)
      .where(sql`${t.reference} <> '' and ${t.state} <> 'deleted'`),
    index('task_data_items_queue_idx').on(t.spaceId, t.state, t.priority, t.id),
    index('task_data_items_finished_idx').on(t.finishedAt),
  ],
);

/**
 * Every item that ended for good (done, failed past its attempts, or timed out waiting), written
 * by a trigger on task_data_items (migration 0026) in the same transaction,
 * so webhooks miss none. Read in id order and deleted once read.
 */
export const taskItemEvents = pgTable('task_item_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  itemId: bigint('item_id', { mode: 'number' }).notNull(),
  spaceId: integer('space_id').notNull(),
  state: varchar('state', { length: 20 }).notNull(),
  at: timestamptz('at').notNull().defaultNow(),
});
