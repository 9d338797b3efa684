import type { RetentionDays } from '@rpa/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The daily pass runs from this hour on (server time zone), after the night's directory sync at 00:00. */
export const DAILY_HOUR = 1;

/**
 * Data kept N days is removed from the start of the day N days before
 * today (server time zone): whole days, so a run that ended 30 days ago
 * at any hour is kept under a 30-day retention and one that ended 31 days
 * ago is removed.
 */
export function cutOff(days: Exclude<RetentionDays, 0>, now: Date, tz: string): Date {
  return dayjs(now).tz(tz).startOf('day').subtract(days, 'day').toDate();
}

/** The day a daily pass belongs to, or null before DAILY_HOUR. */
export function dailyPassDay(now: Date, tz: string): string | null {
  const local = dayjs(now).tz(tz);
  return local.hour() >= DAILY_HOUR ? local.format('YYYY-MM-DD') : null;
}

/** When the next daily pass is due: today at DAILY_HOUR if that is to come, else tomorrow. */
export function nextDailyAt(now: Date, tz: string): Date {
  const today = dayjs(now).tz(tz).startOf('day').hour(DAILY_HOUR);
  return (today.isAfter(now) ? today : today.add(1, 'day')).toDate();
}
