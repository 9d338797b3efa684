import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  customType,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()), compared with a snapshot's xmin. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The change queue: one row per row of a copied table that a statement
 * inserted, updated or deleted, written by the statement triggers of the
 * capture (migration 0034) only while `data_sync_capture` holds its row.
 * `id` gives no commit order, so it is read as a queue: the rows of finished
 * transactions (`xid` below the snapshot's xmin), oldest first, each applied
 * by reading the row's current state, and deleted once the target committed.
 */
export const dataSyncChanges = pgTable('data_sync_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tableName: varchar('table_name', { length: 30 }).notNull(),
  /** The row's key: its id, or the first part of a two-part key (task_id). */
  k1: bigint('k1', { mode: 'number' }).notNull(),
  /** The second part of a two-part key (seq, field_id); 0 for a one-part key. */
  k2: bigint('k2', { mode: 'number' }).notNull().default(0),
  /** I, U or D: what the statement did (the apply reads the row's state either way). */
  op: char('op', { length: 1 }).notNull(),
  xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
  at: timestamptz('at').notNull().defaultNow(),
});

/**
 * The capture's switch: its one row present while a sync is enabled. The
 * triggers look for it once per statement, so capture costs one index probe
 * while off; a table of its own, because the state row below changes often.
 */
export const dataSyncCapture = pgTable('data_sync_capture', {
  id: smallint('id').primaryKey().default(1),
});

/**
 * The sync's one state row, shared by every node. The worker runs on the
 * node holding `claim` (a lease renewed while it works, taken over once
 * `leaseUntil` passes), so one node syncs at a time.
 */
export const dataSyncState = pgTable('data_sync_state', {
  id: smallint('id').primaryKey().default(1),
  claim: uuid('claim'),
  leaseUntil: timestamptz('lease_until'),
  /** idle, copying or syncing. */
  phase: varchar('phase', { length: 10 }).notNull().default('idle'),
  /** The target the data was copied to (kind, URL and user): another one is copied to from scratch. */
  target: text('target').notNull().default(''),
  /** Set by "copy everything again": the worker starts a new first copy. */
  recopy: boolean('recopy').notNull().default(false),
  /**
   * The snapshot's xmax when capture was switched on: the copy waits until
   * every transaction below it ended, so none wrote uncaptured and unseen.
   */
  captureFrom: bigint('capture_from', { mode: 'number' }),
  rowsCopied: bigint('rows_copied', { mode: 'number' }).notNull().default(0),
  lastSyncedAt: timestamptz('last_synced_at'),
  lastError: text('last_error').notNull().default(''),
  lastErrorAt: timestamptz('last_error_at'),
});

/** The first copy per table: the last key copied (so it resumes after it), rows copied of the total. */
export const dataSyncProgress = pgTable('data_sync_progress', {
  tableName: varchar('table_name', { length: 30 }).primaryKey(),
  /** The key columns' values of the last row copied; null before the first page. */
  lastKey: jsonb('last_key').$type<number[]>(),
  copied: bigint('copied', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  done: boolean('done').notNull().default(false),
});
