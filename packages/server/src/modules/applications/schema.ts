import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { departments } from '../departments';

/**
 * Applications: third parties that call the open API. Only the SHA-256 of a
 * secret is kept (secrets are long random strings, so a plain hash
 * suffices); `secretPrefix` tells secrets apart in the list.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    appKey: varchar('app_key', { length: 64 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    secretPrefix: varchar('secret_prefix', { length: 12 }).notNull(),
    description: text('description').notNull().default(''),
    departmentId: reference('department_id', () => departments.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    rateLimit: integer('rate_limit').notNull().default(600),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    secretResetAt: timestamptz('secret_reset_at'),
    lastTokenAt: timestamptz('last_token_at'),
  },
  (t) => [
    uniqueIndex('applications_app_key_idx').on(t.appKey),
    // Names are unique whatever the case, also between two adds at the same moment.
    uniqueIndex('applications_name_idx').on(sql`lower(${t.name})`),
    index('applications_department_idx').on(t.departmentId),
  ],
);

/**
 * Open-API access tokens, by hash. A token dies with its application (a
 * delete cascades) and with a secret reset (the reset deletes them).
 */
export const applicationTokens = pgTable(
  'application_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    applicationId: reference('application_id', () => applications.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('application_tokens_application_idx').on(t.applicationId)],
);

/**
 * The `Idempotency-Key` of each run an application started: a repeated key
 * answers the same task for IDEMPOTENCY_KEY_HOURS. `taskId` has no foreign
 * key: the task belongs to the tasks domain and may be cleaned away first.
 */
export const applicationRunKeys = pgTable(
  'application_run_keys',
  {
    applicationId: reference('application_id', () => applications.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 128 }).notNull(),
    taskId: integer('task_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.key] })],
);
