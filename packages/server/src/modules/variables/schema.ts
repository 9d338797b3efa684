import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamptz } from '../../platform/db/columns';
import { departments } from '../departments';

/**
 * Variables (console-administration.md §3): named values a department's
 * robots read while running a task. A password's value is sealed under the
 * master key; a text's is stored as given.
 */
export const variables = pgTable(
  'variables',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    /** text or password. */
    type: varchar('type', { length: 10 }).notNull(),
    /** The value; sealed (master key) for a password. */
    value: text('value').notNull(),
    description: varchar('description', { length: 100 }).notNull().default(''),
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
    /** Robots of the department that may read it; empty: all of them. */
    robotIds: jsonArray<number>('robot_ids'),
    clientModifiable: boolean('client_modifiable').notNull().default(false),
    expression: boolean('expression').notNull().default(false),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('variables_department_name_idx').on(t.departmentId, sql`lower(${t.name})`),
    index('variables_type_idx').on(t.type),
  ],
);

/** Every read and write of a variable by a robot. */
export const variableAccessRecords = pgTable(
  'variable_access_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variableId: integer('variable_id')
      .notNull()
      .references(() => variables.id, { onDelete: 'cascade' }),
    variableName: varchar('variable_name', { length: 50 }).notNull(),
    /** read or write. */
    action: varchar('action', { length: 8 }).notNull(),
    /** No foreign key: the record names the robot after it is deleted. */
    robotId: integer('robot_id'),
    robotsNo: varchar('robots_no', { length: 64 }).notNull(),
    processName: varchar('process_name', { length: 128 }).notNull().default(''),
    taskId: bigint('task_id', { mode: 'number' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('variable_access_records_variable_idx').on(t.variableId, t.at)],
);
