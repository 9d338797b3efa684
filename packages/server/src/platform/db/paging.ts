import { MAX_RECORDS, normalizePage, type Page, type PageQuery } from '@rpa/contracts';
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
export const ONE = { one: sql`1` };

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
