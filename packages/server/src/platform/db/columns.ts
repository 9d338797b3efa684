import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  integer,
  jsonb,
  type ReferenceConfig,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Column and index builders the domains' tables (modules/<domain>/schema.ts) share.
 * Each call makes new builders: a builder belongs to the one table it is
 * declared in.
 */

/** A `timestamp with time zone`: every time the schema stores is one. */
export function timestamptz<TName extends string>(name: TName) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was created and when it was last changed. */
export function timestamps() {
  return {
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  };
}

/** A required reference to another table's integer id, e.g. a row's department or user. */
export function reference<TName extends string>(
  name: TName,
  to: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) {
  return integer(name).notNull().references(to, actions);
}

/** A JSON array, empty until set. */
export function jsonArray<T>(name: string) {
  return jsonb(name).$type<T[]>().notNull().default(sql`'[]'::jsonb`);
}

/** A unique index that ignores case (on `lower(column)`): account names, robot numbers, process names. */
export function uniqueIgnoringCase(name: string, column: AnyPgColumn) {
  return uniqueIndex(name).on(sql`lower(${column})`);
}
