import { z } from 'zod';
import { calendarDaySchema, calendarSaveSchema } from '../calendars';
import { defineRoutes } from '../route';
import { idQuery, timeText } from '../schemas';

/** User calendars (console-administration.md §2 system configuration, calendar tab): menu 1901. */

export const userCalendar = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sorted by date. */
  days: z.array(calendarDaySchema),
  /** Schedules that use it. */
  scheduleCount: z.number().int(),
  updatedAt: timeText,
});
export type UserCalendar = z.infer<typeof userCalendar>;

export const calendarsApi = defineRoutes('calendars', {
  list: {
    path: '/sys/calendar/list',
    // Read by everyone who makes schedules, so the session is enough.
    permission: 'session',
    summary: 'Every user calendar by name, with the number of schedules using it',
    result: z.array(userCalendar),
  },
  save: {
    path: '/sys/calendar/save',
    permission: '1901:save',
    summary:
      "Adds a calendar or replaces one's name and days; moves the next fire time of schedules using it",
    input: calendarSaveSchema,
    result: userCalendar.nullable(),
  },
  remove: {
    path: '/sys/calendar/del',
    permission: '1901:save',
    summary: 'Deletes a calendar no schedule uses',
    // Coerced, as this route has always taken the id as text too.
    input: idQuery,
    result: z.null(),
  },
});
