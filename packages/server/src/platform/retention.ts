import { and, count, getTableName, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { query } from './db/rows';

/** What a kind of kept data holds now. */
export interface HeldData {
  rows: number;
  /** On disk: the table with its indexes, or the bytes of its stored files. */
  bytes: number;
  /** Rows older than the cut-off asked about (0 when none was). */
  expiredRows: number;
}

/** What one purge step removed: its rows, and the stored files they named (to delete once no row names them). */
export interface Purged {
  rows: number;
  files: { sha256: string; size: number }[];
  /** The step found data to clean even if it removed no row (a count that ran ahead of its rows): step again. */
  more?: boolean;
}

/**
 * Data a domain keeps for a time (runs' logs, recordings and files, the
 * operation log, messages), as data cleaning sees it: the domain measures
 * and removes its own rows (console-administration.md §7 `/sys/dataClear/*`).
 * A purge step is one short statement, so the console's reads never wait
 * on a long lock; the cleaner repeats it until it removes nothing.
 */
export interface RetainedData {
  measure(db: Db, before: Date | null): Promise<HeldData>;
  /** Removes at most `limit` rows older than `before`; never a run that has not ended. */
  purge(db: Db, before: Date, limit: number): Promise<Purged>;
}

/** Bytes a table takes with its indexes and TOAST. */
export async function tableBytes(db: Db, table: string): Promise<number> {
  const [row] = await query<{ bytes: string }>(
    db,
    sql`select pg_total_relation_size(to_regclass(${table}))::text as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/**
 * Rows of one table kept by a time of their own (the operation log,
 * messages, task data records): oldest ids first, one statement a step.
 * `removable` narrows the rows that may ever go (task data: ended items).
 */
export function keptByTime(
  table: PgTable,
  columns: { id: PgColumn; time: PgColumn; removable?: SQL },
): RetainedData {
  const older = (before: Date) => and(columns.removable, lt(columns.time, before));
  return {
    async measure(db, before) {
      const [held] = await db.select({ n: count() }).from(table);
      const [old] = before ? await db.select({ n: count() }).from(table).where(older(before)) : [];
      return {
        rows: held?.n ?? 0,
        bytes: await tableBytes(db, getTableName(table)),
        expiredRows: old?.n ?? 0,
      };
    },
    async purge(db, before, limit) {
      // Ids grow with time: the primary key walks from the oldest and stops at the limit.
      const oldest = db
        .select({ id: columns.id })
        .from(table)
        .where(older(before))
        .orderBy(columns.id)
        .limit(limit);
      const gone = await db.delete(table).where(inArray(columns.id, oldest)).returning({ id: columns.id });
      return { rows: gone.length, files: [] };
    },
  };
}

/**
 * One kind of data kept in several domains' tables (runs' files: the run's
 * own list and the process documents robots produced): measured together,
 * purged one after the other (a step purges the first part that still has
 * something; the cleaner steps until none removes anything).
 */
export function together(...parts: readonly RetainedData[]): RetainedData {
  return {
    async measure(db, before) {
      const held = await Promise.all(parts.map((p) => p.measure(db, before)));
      return {
        rows: held.reduce((n, h) => n + h.rows, 0),
        bytes: held.reduce((n, h) => n + h.bytes, 0),
        expiredRows: held.reduce((n, h) => n + h.expiredRows, 0),
      };
    },
    async purge(db, before, limit) {
      for (const part of parts) {
        const purged = await part.purge(db, before, limit);
        if (purged.rows > 0 || purged.more) return purged;
      }
      return { rows: 0, files: [] };
    },
  };
}
