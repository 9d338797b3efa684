import { bigint, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tasks } from '../tasks/schema';
import { users } from '../users/schema';

/**
 * A run record shared by link (console-core.md §3): `publicId` names it in
 * the link, the 4-character extraction code opens it until `expiresAt`.
 * Wrong codes count against the share: too many in a short time lock it
 * for a while, so the code cannot be guessed (docs/api.md "Shares").
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sharerId: integer('sharer_id').references(() => users.id, { onDelete: 'set null' }),
    sharerName: varchar('sharer_name', { length: 50 }).notNull().default(''),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** Start of the window the failed attempts count in. */
    attemptsSince: timestamp('attempts_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_task_idx').on(t.taskId), index('shares_created_idx').on(t.createdAt)],
);
