import { type CalendarKind, Code, type MessageKey, type TimeSettings } from '@rpa/contracts';
import chineseDays from 'chinese-days';
import { Cron } from 'croner';
import { AppError } from '../../platform/http/errors';
import { parseQuartz, QuartzError, type QuartzField } from './quartz';

/** What decides a schedule's fire times. */
export interface Timing {
  timing: TimeSettings;
  calendar: CalendarKind;
  /** A user calendar's days (YYYY-MM-DD → workday or not), ahead of the official ones. */
  overrides?: ReadonlyMap<string, boolean>;
  startAt: Date | null;
  stopAt: Date | null;
}

/** Candidate times looked at before giving up on finding one the calendar allows (about 3 years of days). */
const MAX_CANDIDATES = 1200;

const dow = (d: number) => d % 7; // 1-7 Monday-Sunday to croner's 0-6 Sunday-Saturday

/** The croner pattern of one of the console's own repeating time modes. */
export function patternOf(t: Exclude<TimeSettings, { mode: 'once' | 'cron' }>): string {
  const hm = (time: string) => {
    const [h, m] = time.split(':');
    return `${Number(m)} ${Number(h)}`;
  };
  switch (t.mode) {
    case 'minute':
      return `0 */${t.every} * * * *`;
    case 'hour':
      return `0 ${t.minute} */${t.every} * * *`;
    case 'day':
      return `0 ${hm(t.time)} * * *`;
    case 'week':
      return `0 ${hm(t.time)} * * ${[...new Set(t.weekdays.map(dow))].join(',')}`;
    case 'month': {
      const days = [...new Set(t.days)].sort((a, b) => a - b).map(String);
      if (t.lastDay) days.push('L');
      if (days.length) return `0 ${hm(t.time)} ${days.join(',')} * *`;
      if (!t.weekday) throw new AppError(Code.BAD_REQUEST, 'schedules.monthDaysRequired');
      const w = t.weekday.nth === -1 ? `${dow(t.weekday.day)}L` : `${dow(t.weekday.day)}#${t.weekday.nth}`;
      return `0 ${hm(t.time)} ? * ${w}`;
    }
  }
}

/** Next fire time after a moment, whichever way the timing is read. */
interface NextRun {
  next(after: Date): Date | null;
}

/** Parsed timings: thousands of schedules share a few, and parsing is the costly part. */
const parsed = new Map<string, NextRun>();
const PARSED_MAX = 5000;

const QUARTZ_MESSAGES: Record<QuartzField, MessageKey> = {
  second: 'schedules.cronSecond',
  minute: 'schedules.cronMinute',
  hour: 'schedules.cronHour',
  dayOfMonth: 'schedules.cronDayOfMonth',
  month: 'schedules.cronMonth',
  dayOfWeek: 'schedules.cronDayOfWeek',
  year: 'schedules.cronYear',
  days: 'schedules.cronDays',
  count: 'schedules.cronFieldCount',
};

function runnerOf(t: Exclude<TimeSettings, { mode: 'once' }>, timezone: string): NextRun {
  const key = t.mode === 'cron' ? `q ${timezone} ${t.expression}` : `c ${timezone} ${patternOf(t)}`;
  const known = parsed.get(key);
  if (known) return known;
  const runner = t.mode === 'cron' ? quartz(t.expression, timezone) : croner(patternOf(t), timezone);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(key, runner);
  return runner;
}

/** Advanced expressions are read as Quartz reads them (quartz.ts); a refusal names the field at fault. */
function quartz(expression: string, timezone: string): NextRun {
  try {
    return parseQuartz(expression, timezone);
  } catch (err) {
    if (!(err instanceof QuartzError)) throw err;
    throw new AppError(Code.BAD_REQUEST, QUARTZ_MESSAGES[err.field], { value: err.value });
  }
}

/** The console's own modes, as croner patterns (0-6 from Sunday). */
function croner(pattern: string, timezone: string): NextRun {
  const cron = new Cron(pattern, { paused: true, timezone });
  return { next: (after) => cron.nextRun(after) };
}

/** The calendar day of a time in the schedule time zone, as YYYY-MM-DD. */
export function localDay(d: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/**
 * Whether the calendar lets a schedule fire on that day: workdays and
 * non-workdays follow China's official holidays and adjusted working days
 * (the chinese-days package, updated as the State Council publishes them),
 * unless the schedule's user calendar says otherwise for that day.
 */
export function calendarAllows(
  calendar: CalendarKind,
  day: string,
  overrides?: ReadonlyMap<string, boolean>,
): boolean {
  if (calendar === 'daily') return true;
  const workday = overrides?.get(day) ?? chineseDays.isWorkday(day);
  return calendar === 'workday' ? workday : !workday;
}

/**
 * The next `count` fire times strictly after `after`, within the start and
 * stop times and on days the calendar allows. A one-time schedule has at
 * most one. This is what the scheduler uses and what the console shows.
 */
export function nextFireTimes(s: Timing, after: Date, count: number, timezone: string): Date[] {
  const from = s.startAt && s.startAt > after ? new Date(s.startAt.getTime() - 1) : after;
  const out: Date[] = [];
  if (s.timing.mode === 'once') {
    const at = new Date(s.timing.at);
    if (at > from && (!s.stopAt || at <= s.stopAt)) out.push(at);
    return out;
  }
  const runner = runnerOf(s.timing, timezone);
  let cursor = from;
  for (let i = 0; i < MAX_CANDIDATES && out.length < count; i++) {
    const next = runner.next(cursor);
    if (!next || (s.stopAt && next > s.stopAt)) break;
    if (calendarAllows(s.calendar, localDay(next, timezone), s.overrides)) out.push(next);
    cursor = next;
  }
  return out;
}

/** Refuses time settings that can never fire (a bad expression throws on its own). */
export function checkTiming(s: Timing, now: Date, timezone: string): Date | null {
  const [next] = nextFireTimes(s, now, 1, timezone);
  return next ?? null;
}
