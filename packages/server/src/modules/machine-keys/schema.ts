import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { departments } from '../departments';

/**
 * Machine keys: registration secrets of a department. Only the SHA-256 of a
 * key is kept (keys are long random strings, so a plain hash suffices);
 * `prefix` tells keys apart in the list. A revoked key stays listed.
 */
export const machineKeys = pgTable(
  'machine_keys',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 12 }).notNull(),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: varchar('revoked_by', { length: 50 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('machine_keys_hash_idx').on(t.keyHash),
    index('machine_keys_department_idx').on(t.departmentId),
  ],
);
