import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { reference, timestamptz } from '../../platform/db/columns';
import { users } from '../users';

/**
 * Imported licence files. The status is not stored: it follows from
 * `integrity` (checked at import and at every start, against the trusted keys
 * and this installation's machine code) and from the clock.
 */
export const licences = pgTable(
  'licences',
  {
    licSn: varchar('lic_sn', { length: 64 }).primaryKey(),
    /** The customer name shown in the console; starts as the signed one and may be edited. */
    custName: varchar('cust_name', { length: 100 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    agentType: varchar('agent_type', { length: 32 }).notNull(),
    number: integer('number').notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    effectiveAt: timestamptz('effective_at').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    clusterNodes: integer('cluster_nodes').notNull(),
    machineCode: varchar('machine_code', { length: 128 }).notNull(),
    /** valid, invalid (signature or format) or machineCodeError. */
    integrity: varchar('integrity', { length: 20 }).notNull(),
    /** The file exactly as imported. */
    raw: text('raw').notNull(),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
  },
  (t) => [
    index('licences_category_idx').on(t.category),
    index('licences_agent_type_idx').on(t.agentType),
    index('licences_due_idx').on(t.dueAt),
  ],
);

/**
 * Seats in use: a robot or a user holds one seat of one licence per
 * category. Robot seats last until released; a user's seat (designer,
 * assistant) lasts while the user has a live session of that client.
 */
export const licenceSeats = pgTable(
  'licence_seats',
  {
    id: serial('id').primaryKey(),
    licSn: varchar('lic_sn', { length: 64 })
      .notNull()
      .references(() => licences.licSn, { onDelete: 'cascade', onUpdate: 'cascade' }),
    category: varchar('category', { length: 20 }).notNull(),
    robotId: integer('robot_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
  },
  (t) => [
    index('licence_seats_lic_idx').on(t.licSn),
    uniqueIndex('licence_seats_robot_idx').on(t.category, t.robotId).where(sql`${t.robotId} is not null`),
    uniqueIndex('licence_seats_user_idx').on(t.category, t.userId).where(sql`${t.userId} is not null`),
    check('licence_seats_one_holder', sql`num_nonnulls(${t.robotId}, ${t.userId}) = 1`),
  ],
);

/** Seats moved between licences; history, so no foreign keys. */
export const licenceTransfers = pgTable(
  'licence_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    robotId: integer('robot_id'),
    userId: integer('user_id'),
    fromLicSn: varchar('from_lic_sn', { length: 64 }),
    toLicSn: varchar('to_lic_sn', { length: 64 }),
    /** invalid, manual, expired, errorCode or notEffective. */
    reason: varchar('reason', { length: 20 }).notNull(),
    /** success or failed. */
    result: varchar('result', { length: 10 }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('licence_transfers_at_idx').on(t.at),
    index('licence_transfers_from_idx').on(t.fromLicSn),
    index('licence_transfers_to_idx').on(t.toLicSn),
    index('licence_transfers_robot_idx').on(t.robotId),
  ],
);

/** Licence alerts already raised: each licence and condition alerts once. */
export const licenceAlerts = pgTable(
  'licence_alerts',
  {
    licSn: varchar('lic_sn', { length: 64 })
      .notNull()
      .references(() => licences.licSn, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** expiring, expired or usedUp. */
    condition: varchar('condition', { length: 20 }).notNull(),
    raisedAt: timestamptz('raised_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licSn, t.condition] })],
);

/** Single-use, short-lived confirmations from `/sys/lic/checkUser` that `/sys/lic/del` needs. */
export const licenceConfirmations = pgTable('licence_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
});
