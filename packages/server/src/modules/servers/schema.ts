import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * Server nodes sharing the database: each registers itself at start and
 * beats every few seconds; one that stops beating is stopped, and may be
 * deleted from the list (console-administration.md §7, `/sys/server/*`).
 */
export const serverNodes = pgTable(
  'server_nodes',
  {
    /** NODE_ID, or host name and port: the same across restarts of one node. */
    id: varchar('id', { length: 128 }).primaryKey(),
    address: varchar('address', { length: 128 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    lastBeatAt: timestamptz('last_beat_at').notNull(),
    /** Set by a clean shutdown. */
    stoppedAt: timestamptz('stopped_at'),
  },
  (t) => [index('server_nodes_beat_idx').on(t.lastBeatAt)],
);
