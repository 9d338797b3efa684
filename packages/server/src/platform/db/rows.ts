import { Code, type MessageKey } from '@rpa/contracts';
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../http/errors';
import type { Db } from './index';

/** Rows of a raw `db.execute`: both drivers answer with `{ rows }`. */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const res = (await db.execute(statement)) as { rows: T[] };
  return res.rows;
}

/**
 * The rows of `table` named by `ids`, each once and in id order, when every
 * one of them is there and inside `scope`; otherwise `notFound` (a 400), so
 * a row outside the caller's scope reads as one that does not exist.
 */
export async function namedRows<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  ids: number[],
  scope: SQL,
  notFound: MessageKey,
): Promise<T['$inferSelect'][]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(inArray(table.id, unique), scope))
    .orderBy(asc(table.id));
  if (rows.length !== unique.length) throw new AppError(Code.BAD_REQUEST, notFound);
  return rows as T['$inferSelect'][];
}

/** Those of `ids` that name no row of `table` inside `scope`, in the order given. */
export async function missingIds<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  ids: number[],
  scope: SQL,
): Promise<number[]> {
  const found = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), scope));
  return ids.filter((id) => !found.some((f) => f.id === id));
}
