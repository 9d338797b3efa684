import { type CalendarKind, Code, type TimeSettings } from '@rpa/contracts';
import chineseDays from 'chinese-days';
import { Cron } from 'croner';
import { AppError } from '../../platform/http/errors';

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

/** Highest value of each Quartz field: seconds, minutes, hours, day of month, month, day of week (1-7), year. */
const FIELD_MAX = [59, 59, 23, 31, 12, 7, 2099];

/**
 * Quartz allows a step after a single number ("0/15": from 0 every 15);
 * croner only after a range or `*`, so the number becomes a range to the
 * field's end. Everything else of the Quartz syntax (`?`, `L`, `W`, `#`,
 * the optional year) croner reads as Quartz does.
 */
export function quartzToCroner(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  return fields
    .map((f, i) =>
      f
        .split(',')
        .map((part) =>
          part.replace(
            /^(\d+)\/(\d+)$/,
            (_m, start: string, step: string) => `${start}-${FIELD_MAX[i] ?? 59}/${step}`,
          ),
        )
        .join(','),
    )
    .join(' ');
}

const dow = (d: number) => d % 7; // 1-7 Monday-Sunday to croner's 0-6 Sunday-Saturday

/** The croner pattern of a repeating time mode (not `once`). */
export function patternOf(t: Exclude<TimeSettings, { mode: 'once' }>): { pattern: string; quartz: boolean } {
  const hm = (time: string) => {
    const [h, m] = time.split(':');
    return `${Number(m)} ${Number(h)}`;
  };
  switch (t.mode) {
    case 'minute':
      return { pattern: `0 */${t.every} * * * *`, quartz: false };
    case 'hour':
      return { pattern: `0 ${t.minute} */${t.every} * * *`, quartz: false };
    case 'day':
      return { pattern: `0 ${hm(t.time)} * * *`, quartz: false };
    case 'week':
      return { pattern: `0 ${hm(t.time)} * * ${[...new Set(t.weekdays.map(dow))].join(',')}`, quartz: false };
    case 'month': {
      const days = [...new Set(t.days)].sort((a, b) => a - b).map(String);
      if (t.lastDay) days.push('L');
      if (days.length) return { pattern: `0 ${hm(t.time)} ${days.join(',')} * *`, quartz: false };
      if (!t.weekday) throw new AppError(Code.BAD_REQUEST, 'schedules.monthDaysRequired');
      const w = t.weekday.nth === -1 ? `${dow(t.weekday.day)}L` : `${dow(t.weekday.day)}#${t.weekday.nth}`;
      return { pattern: `0 ${hm(t.time)} ? * ${w}`, quartz: false };
    }
    case 'cron':
      return { pattern: quartzToCroner(t.expression), quartz: true };
  }
}

/** Parsed patterns: thousands of schedules share a few timings, and parsing is the costly part. */
const parsed = new Map<string, Cron>();
const PARSED_MAX = 5000;

function cronOf(t: Exclude<TimeSettings, { mode: 'once' }>, timezone: string): Cron {
  const { pattern, quartz } = patternOf(t);
  const key = `${quartz ? 'q' : 'c'} ${timezone} ${pattern}`;
  const known = parsed.get(key);
  if (known) return known;
  const cron = parse(pattern, quartz, timezone);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(key, cron);
  return cron;
}

function parse(pattern: string, quartz: boolean, timezone: string): Cron {
  try {
    // Quartz numbers weekdays 1-7 from Sunday; the console's own modes use croner's 0-6.
    return new Cron(pattern, { paused: true, timezone, alternativeWeekdays: quartz });
  } catch (err) {
    throw new AppError(Code.BAD_REQUEST, 'schedules.cronInvalid', { detail: (err as Error).message });
  }
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
  const cron = cronOf(s.timing, timezone);
  let cursor = from;
  for (let i = 0; i < MAX_CANDIDATES && out.length < count; i++) {
    const next = cron.nextRun(cursor);
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
