import {
  PROCESS_DEFAULTS,
  type ProcessFlow,
  type ProcessManifest,
  type ProcessParameter,
} from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamps, timestamptz, uniqueIgnoringCase } from '../../platform/db/columns';
import { departments } from '../departments';
import { users } from '../users';

/**
 * A process (console-core.md §3). `status`, `latestVersion`, `versionCount`,
 * `releasedVersionId` and `pendingVersionId` summarise its active versions and
 * are rewritten after every version change (lifecycle.ts), so lists filter on
 * them with an index instead of a join.
 */
export const processes = pgTable(
  'processes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    keywords: varchar('keywords', { length: 254 }).notNull().default(''),
    introduction: varchar('introduction', { length: 254 }).notNull().default(''),
    description: varchar('description', { length: 126 }).notNull().default(''),
    help: text('help').notNull().default(''),
    iconSha256: varchar('icon_sha256', { length: 64 }),
    iconMime: varchar('icon_mime', { length: 20 }),
    /** 0 edit, 1 a version awaits the owner, 2 a version is published. */
    status: smallint('status').notNull().default(0),
    latestVersion: varchar('latest_version', { length: 30 }),
    versionCount: integer('version_count').notNull().default(0),
    releasedVersionId: integer('released_version_id'),
    pendingVersionId: integer('pending_version_id'),
    developerId: integer('developer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Chosen at the first submission and fixed from then on. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ownerConfirmedAt: timestamptz('owner_confirmed_at'),
    departmentId: reference('department_id', () => departments.id),
    dispatchCount: integer('dispatch_count').notNull().default(0),
    lastRunAt: timestamptz('last_run_at'),
    assistant: boolean('assistant').notNull().default(false),
    startOnBoot: boolean('start_on_boot').notNull().default(false),
    waitTimeout: integer('wait_timeout').notNull().default(PROCESS_DEFAULTS.waitTimeout),
    runTimeout: integer('run_timeout').notNull().default(PROCESS_DEFAULTS.runTimeout),
    manualMinutes: integer('manual_minutes').notNull().default(PROCESS_DEFAULTS.manualMinutes),
    autoStopMinutes: integer('auto_stop_minutes').notNull().default(PROCESS_DEFAULTS.autoStopMinutes),
    failedRetries: integer('failed_retries').notNull().default(PROCESS_DEFAULTS.failedRetries),
    parameters: jsonArray<ProcessParameter>('parameters'),
    flow: jsonb('flow').$type<ProcessFlow>().notNull().default(sql`'{"nodes":[],"edges":[]}'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    uniqueIgnoringCase('processes_name_lower_idx', t.name),
    index('processes_department_idx').on(t.departmentId),
    index('processes_developer_idx').on(t.developerId),
    index('processes_owner_idx').on(t.ownerId),
    index('processes_status_idx').on(t.status),
    index('processes_released_idx').on(t.releasedVersionId),
    index('processes_updated_idx').on(t.updatedAt),
  ],
);

/** Users an owner assigned to a process: they see it (once published) and may run it. */
export const processUsers = pgTable(
  'process_users',
  {
    processId: reference('process_id', () => processes.id, { onDelete: 'cascade' }),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.processId, t.userId] }), index('process_users_user_idx').on(t.userId)],
);

/**
 * A version: one uploaded package. `status` runs edit (0) → pre_release (1)
 * → release (2); `active` turns false when the developer deletes it (its
 * package and records stay).
 */
export const versions = pgTable(
  'versions',
  {
    id: serial('id').primaryKey(),
    processId: reference('process_id', () => processes.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 30 }).notNull(),
    status: smallint('status').notNull().default(0),
    active: boolean('active').notNull().default(true),
    packageSha256: varchar('package_sha256', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The validated manifest, as uploaded. */
    manifest: jsonb('manifest').$type<ProcessManifest>().notNull(),
    introduction: varchar('introduction', { length: 254 }).notNull().default(''),
    developerId: integer('developer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner confirmed at submission. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    submittedAt: timestamptz('submitted_at'),
    releasedAt: timestamptz('released_at'),
    deletedAt: timestamptz('deleted_at'),
    lastRunAt: timestamptz('last_run_at'),
    dispatchCount: integer('dispatch_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('versions_process_number_idx').on(t.processId, sql`lower(${t.number})`),
    index('versions_status_idx').on(t.status),
    index('versions_package_idx').on(t.packageSha256),
  ],
);

/** Every step of a version's lifecycle: who, when, which (release, devback, appr, reject, back), why. */
export const versionRecords = pgTable(
  'version_records',
  {
    id: serial('id').primaryKey(),
    processId: reference('process_id', () => processes.id, { onDelete: 'cascade' }),
    versionId: reference('version_id', () => versions.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's account at the time, kept when the user is deleted. */
    actorName: varchar('actor_name', { length: 50 }).notNull(),
    reason: varchar('reason', { length: 254 }).notNull().default(''),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('version_records_process_idx').on(t.processId, t.at),
    index('version_records_version_idx').on(t.versionId, t.at),
    index('version_records_type_idx').on(t.type),
  ],
);
