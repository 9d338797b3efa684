import { bigint, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';
import { tasks } from '../tasks';
import { users } from '../users';

/**
 * A run record shared by link (console-core.md §3): `publicId` names it in
 * the link, the 4-character extraction code opens it until `expiresAt`.
 * Wrong codes are counted per share and address (platform/limits), so the
 * code cannot be guessed and a guesser does not lock out the genuine holder
 * (docs/api.md "Shares").
 */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 32 }).notNull().unique(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 4 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    sharerId: integer('sharer_id').references(() => users.id, { onDelete: 'set null' }),
    sharerName: varchar('sharer_name', { length: 50 }).notNull().default(''),
    views: integer('views').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('shares_task_idx').on(t.taskId), index('shares_created_idx').on(t.createdAt)],
);
