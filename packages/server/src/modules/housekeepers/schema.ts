import type { DesktopReport } from '@rpa/contracts';
import { boolean, index, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { reference, timestamptz } from '../../platform/db/columns';
import { departments } from '../departments';

/**
 * Desktop stewards (housekeepers): one per machine, registered by the steward
 * program over its WebSocket (./steward) or saved through `/rpa/hk/save`.
 * Robots point at the one managing them; a robot's desktop state follows
 * from it (console-administration.md §4).
 */
export const housekeepers = pgTable(
  'housekeepers',
  {
    id: serial('id').primaryKey(),
    /** The machine name. */
    name: varchar('name', { length: 128 }).notNull(),
    housekeeperAlias: varchar('housekeeper_alias', { length: 60 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    departmentId: reference('department_id', () => departments.id),
    connected: boolean('connected').notNull().default(false),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
    refreshedAt: timestamptz('refreshed_at').notNull().defaultNow(),
    /** The steward's current connection: a close or sweep of an older one leaves a newer one alone. */
    connectionId: varchar('connection_id', { length: 32 }),
    version: varchar('version', { length: 32 }).notNull().default(''),
    /** The robots' desktops as the steward last reported them. */
    desktops: jsonb('desktops').$type<DesktopReport[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('housekeepers_name_idx').on(t.name),
    index('housekeepers_alias_idx').on(t.housekeeperAlias),
    index('housekeepers_department_idx').on(t.departmentId),
    index('housekeepers_connected_idx').on(t.connected),
  ],
);
