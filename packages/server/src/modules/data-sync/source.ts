import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { query } from '../../platform/db/rows';
import { type SyncedTable, sourceKey } from './tables';
import type { RowKey, RowsJson } from './target';

/** Rows read from the source for the target: as JSON text (the target parses it), and parsed. */
export interface SourceRows {
  json: RowsJson;
  rows: Array<Record<string, unknown>>;
}

/** The key of a row as read (its key columns, in order). */
export function keyOf(t: SyncedTable, row: Record<string, unknown>): number[] {
  return t.key.map((c) => Number(row[c]));
}

export function rowKey(values: number[]): RowKey {
  return { k1: values[0] ?? 0, k2: values[1] ?? 0 };
}

/**
 * One statement whose rows are aggregated into JSON in key order: every
 * column type (times, numbers, JSON) crosses to the target as PostgreSQL
 * wrote it, with no conversion on the way.
 */
async function rowsOf(db: Db, t: SyncedTable, inner: SQL): Promise<SourceRows> {
  const order = sql.raw(t.key.map((c) => `p."${c}"`).join(', '));
  const [res] = await query<{ rows: string }>(
    db,
    sql`SELECT coalesce(json_agg(p ORDER BY ${order}), '[]'::json)::text AS "rows" FROM (${inner}) p`,
  );
  const json = res?.rows ?? '[]';
  return { json, rows: JSON.parse(json) as Array<Record<string, unknown>> };
}

/** Up to `limit` rows of `t` after the key `after` (from the first when null), in key order. */
export function readPage(db: Db, t: SyncedTable, after: number[] | null, limit: number): Promise<SourceRows> {
  const key = sql.raw(sourceKey(t));
  const where = after
    ? sql`WHERE (${key}) > (${sql.join(
        after.map((v) => sql`${v}::bigint`),
        sql`, `,
      )})`
    : sql``;
  return rowsOf(
    db,
    t,
    sql`SELECT ${sql.raw(t.select)} FROM ${sql.raw(t.from)} ${where} ORDER BY ${key} LIMIT ${limit}`,
  );
}

/** The rows of `t` with these keys that exist now (a key without a row was deleted). */
export function readKeys(db: Db, t: SyncedTable, keys: RowKey[]): Promise<SourceRows> {
  const match = t.key.map((c, i) => `v."${c}" = k.k${i + 1}`).join(' AND ');
  return rowsOf(
    db,
    t,
    sql`SELECT ${sql.raw(t.select)} FROM ${sql.raw(t.from)}
      JOIN jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(k1 bigint, k2 bigint) ON ${sql.raw(match)}`,
  );
}

/** How many rows `t` has now. */
export async function countRows(db: Db, t: SyncedTable): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::bigint AS n FROM ${sql.raw(`"${t.name}"`)}`,
  );
  return Number(row?.n ?? 0);
}
