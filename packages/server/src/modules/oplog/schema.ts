import { bigserial, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/** One row per mutating call, login and logout, success or failure. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    module: varchar('module', { length: 40 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    identity: smallint('identity'),
    action: varchar('action', { length: 20 }).notNull(),
    result: varchar('result', { length: 10 }).notNull(),
    /** The English wording, kept for rows written before descriptions had keys and for unknown keys. */
    description: text('description').notNull().default(''),
    /** An OPLOG_DESCRIPTIONS key and its parameters: each reader sees their own language. Empty on older rows. */
    descriptionKey: varchar('description_key', { length: 40 }).notNull().default(''),
    descriptionParams: jsonb('description_params')
      .$type<Record<string, string | number>>()
      .notNull()
      .default({}),
  },
  (t) => [index('operation_logs_at_idx').on(t.at), index('operation_logs_user_idx').on(t.userId)],
);
