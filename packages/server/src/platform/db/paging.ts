import { MAX_RECORDS, normalizePage, type Page, type PageQuery } from '@rpa/contracts';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './index';

/** Escapes % _ and \ for a LIKE pattern. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Counts the rows of a select, stopping at MAX_RECORDS + 1: lists never show
 * more than MAX_RECORDS, so counting further would only cost time.
 */
export async function cappedTotal(db: Db, rows: PgSelect): Promise<{ total: number; capped: boolean }> {
  const sub = rows.limit(MAX_RECORDS + 1).as('capped');
  const [row] = await db.select({ n: count() }).from(sub);
  const n = row?.n ?? 0;
  return { total: Math.min(n, MAX_RECORDS), capped: n > MAX_RECORDS };
}

/** What a capped count selects: nothing but the row. */
const ONE = { one: sql`1` };

/**
 * What listPage counts: the rows of `table` under `where`, through the joins
 * (`join`) the condition needs and no others.
 */
export function matchingRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  join: (rows: PgSelect) => PgSelect = (rows) => rows,
): PgSelect {
  return join(db.select(ONE).from(table).$dynamic()).where(where);
}

export function pageOf<T>(
  records: T[],
  counted: { total: number; capped: boolean },
  page: number,
  size: number,
): Page<T> {
  return { records, ...counted, page, size };
}

/**
 * One page of a list: `matching` selects every matching row (counted up to
 * MAX_RECORDS), `rows` reads the page's window of them.
 */
export async function listPage<T>(
  db: Db,
  query: PageQuery,
  matching: PgSelect,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const { page, size, offset } = normalizePage(query);
  const counted = await cappedTotal(db, matching);
  return pageOf(await rows(size, offset), counted, page, size);
}

/** One page of the rows of `table` under `where`, in `order`, each as `toRow` makes it. */
export function tablePage<T extends PgTable, R>(
  db: Db,
  query: PageQuery,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  toRow: (row: T['$inferSelect']) => R,
): Promise<Page<R>> {
  return listPage(db, query, matchingRows(db, table, where), async (limit, offset) => {
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return (rows as T['$inferSelect'][]).map(toRow);
  });
}
