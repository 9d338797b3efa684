import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { reference, timestamptz } from '../../platform/db/columns';
import { users } from '../users';

/**
 * Each recipient's copy of a message; read when readAt is set. A message
 * raised with catalogue keys (`descKey`, `contentKey`, `params`) is shown
 * in the reader's language; the stored text, in the platform language, is
 * what mail and keyword search use.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
    alertLevel: varchar('alert_level', { length: 10 }).notNull(),
    alertType: varchar('alert_type', { length: 20 }).notNull(),
    alertDesc: varchar('alert_desc', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    module: varchar('module', { length: 40 }).notNull().default(''),
    descKey: varchar('desc_key', { length: 60 }).notNull().default(''),
    contentKey: varchar('content_key', { length: 60 }).notNull().default(''),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    /** What it is about (task or process) and its id; empty when about nothing to open. */
    subjectType: varchar('subject_type', { length: 20 }).notNull().default(''),
    subjectId: bigint('subject_id', { mode: 'number' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    index('messages_user_read_idx').on(t.userId, t.readAt),
  ],
);
