import { boolean, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { reference, timestamptz } from '../../platform/db/columns';
import { departments } from '../departments';
import { users } from '../users';

/**
 * Directory entries and the departments they became: the base entry (the
 * directory's own department) and each organisational unit. Entries are
 * known by their permanent id (entryUUID, or objectGUID on Active
 * Directory), so a renamed or moved unit keeps its department.
 */
export const adDepartments = pgTable('ad_departments', {
  entryId: text('entry_id').primaryKey(),
  dn: text('dn').notNull(),
  departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }).unique(),
});

/**
 * Directory users: the person entry each user came from. A user with a row
 * here signs in with the directory password (a bind with `dn`), never a local one.
 */
export const adUsers = pgTable('ad_users', {
  entryId: text('entry_id').primaryKey(),
  dn: text('dn').notNull(),
  /** The user principal name, or account@domain: what the personal centre shows. */
  domainAccount: text('domain_account').notNull(),
  userId: reference('user_id', () => users.id, { onDelete: 'cascade' }).unique(),
  /** Locked because the entry left the directory: unlocked again if it comes back. */
  lockedBySync: boolean('locked_by_sync').notNull().default(false),
});

/**
 * The one row of sync state shared by every node. A sync runs only under a
 * claim (`claim` set, `leaseUntil` ahead, renewed while it runs), taken and
 * given back by single UPDATE statements, so two nodes never sync at once;
 * a node that dies loses its claim when the lease runs out. `nextSyncAt` is
 * the schedule's next time, moved on by the claim that uses it.
 */
export const adSync = pgTable('ad_sync', {
  id: smallint('id').primaryKey().default(1),
  claim: uuid('claim'),
  leaseUntil: timestamptz('lease_until'),
  nextSyncAt: timestamptz('next_sync_at'),
  /** The last finished sync (see StoredReport in ./report.ts). */
  lastReport: jsonb('last_report'),
});
