import { pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { reference, timestamptz } from '../../platform/db/columns';

/** A role belongs to one identity and grants menu and button permissions within it. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull().unique(),
  identity: smallint('identity').notNull(),
  description: varchar('description', { length: 126 }).notNull().default(''),
  /** Path of the menu entry the identity lands on after login. */
  defaultLanding: text('default_landing').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Granted permission keys: a menu id ("1701") or a button ("1701:add"). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: reference('role_id', () => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/**
 * Catalogue keys the installation has been offered: granted to the built-in
 * roles once when they first appear (see ./migrate.ts), never again.
 */
export const catalogueOffers = pgTable('catalogue_offers', {
  permission: text('permission').primaryKey(),
  offeredAt: timestamptz('offered_at').notNull().defaultNow(),
});
