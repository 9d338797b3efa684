import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonArray, reference, timestamptz } from '../../platform/db/columns';
import { applications } from '../applications';

/** An application's webhook endpoint; its signing secret is sealed under the master key (it signs every delivery). */
export const applicationWebhooks = pgTable(
  'application_webhooks',
  {
    id: serial('id').primaryKey(),
    applicationId: reference('application_id', () => applications.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2048 }).notNull(),
    events: jsonArray<string>('events'),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    secretPrefix: varchar('secret_prefix', { length: 16 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('application_webhooks_application_idx').on(t.applicationId)],
);

/**
 * One event for one endpoint, written before its first attempt. A pending
 * delivery is due at `nextAttemptAt`; a sender leases it by moving that on,
 * so two nodes never send it at once. `retryFrom` starts the retry window
 * (creation, or a replay).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: reference('webhook_id', () => applicationWebhooks.id, { onDelete: 'cascade' }),
    messageId: varchar('message_id', { length: 40 }).notNull(),
    event: varchar('event', { length: 20 }).notNull(),
    taskId: bigint('task_id', { mode: 'number' }),
    payload: jsonb('payload').notNull(),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastStatus: smallint('last_status'),
    lastResponse: text('last_response').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    retryFrom: timestamptz('retry_from').notNull().defaultNow(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    nextAttemptAt: timestamptz('next_attempt_at').defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
  ],
);

/** Where the fan-out of task events has got to (one row). */
export const webhookCursor = pgTable('webhook_cursor', {
  id: smallint('id').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
});
