import { index, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { reference, timestamptz } from '../../platform/db/columns';
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
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 12 }).notNull(),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: varchar('revoked_by', { length: 50 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('machine_keys_hash_idx').on(t.keyHash),
    index('machine_keys_department_idx').on(t.departmentId),
  ],
);
