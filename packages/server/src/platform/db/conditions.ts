import { type Column, inArray, type SQL } from 'drizzle-orm';

/**
 * `column` is one of `ids`. With no ids nothing is (no row has the id -1): a
 * caller who manages no department sees no rows rather than an SQL error.
 */
export function within(column: Column, ids: readonly number[]): SQL {
  return inArray(column, ids.length ? [...ids] : [-1]);
}

/** `column` is the id of one of `rows` (rows read before, e.g. those of the caller's scope). */
export function inRows(column: Column, rows: ReadonlyArray<{ id: number }>): SQL {
  const ids = rows.map((r) => r.id);
  return inArray(column, ids);
}
