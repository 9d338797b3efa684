import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * One cleaning pass over one kind of data (console-administration.md §7
 * `/sys/dataClear/*`), daily or asked for, with its progress. The unique
 * indexes are what make a pass run once across nodes: one running pass per
 * kind, one daily pass per kind and day (an interrupted one may be redone).
 */
export const cleaningRuns = pgTable(
  'data_cleaning_runs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** daily or manual. */
    trigger: varchar('trigger', { length: 10 }).notNull(),
    /** The server-time-zone day of a daily pass (YYYY-MM-DD); null for a manual one. */
    day: varchar('day', { length: 10 }),
    /** running, done, failed or interrupted. */
    state: varchar('state', { length: 12 }).notNull().default('running'),
    expected: integer('expected').notNull().default(0),
    removedRows: integer('removed_rows').notNull().default(0),
    removedFiles: integer('removed_files').notNull().default(0),
    removedBytes: bigint('removed_bytes', { mode: 'number' }).notNull().default(0),
    /** Data older than this is removed. */
    before: timestamptz('before').notNull(),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 50 }).notNull().default(''),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    /** Renewed after every step: a running pass not renewed for a while lost its node. */
    beatAt: timestamptz('beat_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    error: text('error').notNull().default(''),
  },
  (t) => [
    uniqueIndex('data_cleaning_runs_running_idx').on(t.kind).where(sql`${t.state} = 'running'`),
    uniqueIndex('data_cleaning_runs_daily_idx')
      .on(t.kind, t.day)
      .where(sql`${t.day} is not null and ${t.state} <> 'interrupted'`),
    index('data_cleaning_runs_kind_idx').on(t.kind, t.id),
  ],
);
