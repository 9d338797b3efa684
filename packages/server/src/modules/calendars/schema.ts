import type { CalendarDay } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * User calendars (system configuration, calendar tab): days that count as
 * workdays or days off against the official calendar. A calendar is small
 * (at most 1000 days) and read whole, so its days are one JSON value.
 */
export const calendars = pgTable('calendars', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  days: jsonb('days').$type<CalendarDay[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
