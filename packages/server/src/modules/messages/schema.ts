import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/schema';

/** Each recipient's copy of a message; read when readAt is set. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertLevel: varchar('alert_level', { length: 10 }).notNull(),
    alertType: varchar('alert_type', { length: 20 }).notNull(),
    alertDesc: varchar('alert_desc', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    module: varchar('module', { length: 40 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    index('messages_user_read_idx').on(t.userId, t.readAt),
  ],
);
