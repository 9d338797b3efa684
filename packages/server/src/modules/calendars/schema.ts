import type { CalendarDay } from '@rpa/contracts';
import { pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { jsonArray, timestamps } from '../../platform/db/columns';

/**
 * User calendars (system configuration, calendar tab): days that count as
 * workdays or days off against the official calendar. A calendar is small
 * (at most 1000 days) and read whole, so its days are one JSON value.
 */
export const calendars = pgTable('calendars', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull().unique(),
  days: jsonArray<CalendarDay>('days'),
  ...timestamps(),
});
