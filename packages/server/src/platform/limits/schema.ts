import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Attempts counted in a fixed window per bucket and key (an address, a
 * share and an address): kept in the database so every node sees the same
 * counts, and changed by single statements so bursts cannot slip through.
 */
export const attemptWindows = pgTable(
  'attempt_windows',
  {
    bucket: varchar('bucket', { length: 24 }).notNull(),
    key: varchar('key', { length: 160 }).notNull(),
    count: integer('count').notNull().default(0),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('attempt_windows_ends_idx').on(t.windowEnds)],
);
