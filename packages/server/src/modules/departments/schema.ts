import { type AnyPgColumn, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/** Departments form a tree; `path` (e.g. "/1/4/9/") makes "this one and everything under it" one LIKE. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    code: varchar('code', { length: 5 }).notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(0),
    description: varchar('description', { length: 126 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('departments_parent_idx').on(t.parentId), index('departments_path_idx').on(t.path)],
);
