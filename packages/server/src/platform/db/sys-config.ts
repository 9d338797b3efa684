import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Platform-wide settings and markers, one JSON value per key. A file of its
 * own, so the settings kit reads it without loading every domain's schema.
 */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
