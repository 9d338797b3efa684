/**
 * Quartz 2.3.2 cron expressions ("advanced expression" schedules), read and
 * evaluated as Quartz's CronExpression does, so an expression written for
 * a Quartz scheduler fires here at the same times, and one Quartz refuses
 * is refused here. No npm library reads Quartz exactly (croner, the
 * closest, refuses `L-3` and named steps and accepts `* * *` or a day of
 * week 8), hence this module. Its behaviour is held against a table of
 * Quartz's own answers in quartz.test.ts.
 *
 * Fields: seconds, minutes, hours, day of month, month, day of week
 * (1-7, 1 = Sunday), optional year; `?` in exactly one of the two day
 * fields. Like Quartz, a value is read from the start of each
 * comma-separated item and what follows a complete value is not looked at
 * ("MONDAY" is MON, "MON-SUN/2" is MON-SUN).
 */

export const QUARTZ_FIELDS = [
  'second',
  'minute',
  'hour',
  'dayOfMonth',
  'month',
  'dayOfWeek',
  'year',
] as const;
export type QuartzField = (typeof QUARTZ_FIELDS)[number] | 'days' | 'count';

/** Why an expression is refused: the field at fault and the text of it. */
export class QuartzError extends Error {
  constructor(
    readonly field: QuartzField,
    readonly value: string,
  ) {
    super(`${field}: ${value}`);
  }
}

// Field positions (minutes 1 and hours 2 need no rule of their own).
const SECOND = 0;
const DOM = 3;
const MONTH = 4;
const DOW = 5;
const YEAR = 6;

/** Smallest and largest value of each field; years run to a century from now, as in Quartz. */
const MAX_YEAR = new Date().getFullYear() + 100;
const LOW = [0, 0, 0, 1, 1, 1, 1970];
const HIGH = [59, 59, 23, 31, 12, 7, MAX_YEAR];
/** Where a range that ends below its start wraps round (22-2 in hours: 22, 23, 0, 1, 2). */
const WRAP = [60, 60, 24, 31, 12, 7, 0];
/** The largest step each field takes. */
const STEP_MAX = [59, 59, 23, 31, 12, 7, Number.POSITIVE_INFINITY];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** What an expression says, once read. */
interface Parsed {
  sets: Array<Set<number>>;
  /** `?`: no value in that day field. */
  noSpec: [dom: boolean, dow: boolean];
  lastDayOfMonth: boolean;
  lastDayOffset: number;
  nearestWeekday: boolean;
  lastDayOfWeek: boolean;
  nthDayOfWeek: number;
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** A whole string as Java's Integer.parseInt reads it (a sign allowed), or NaN. */
const strictInt = (s: string) => (/^[+-]?\d+$/.test(s) ? Number.parseInt(s, 10) : Number.NaN);

/** The digits from `i` on, and where they stop. */
function digitsAt(s: string, i: number): { value: number; end: number } {
  let end = i;
  while (isDigit(s[end])) end++;
  return { value: Number.parseInt(s.slice(i, end), 10), end };
}

class Reader {
  readonly p: Parsed = {
    sets: Array.from({ length: 7 }, () => new Set<number>()),
    noSpec: [false, false],
    lastDayOfMonth: false,
    lastDayOffset: 0,
    nearestWeekday: false,
    lastDayOfWeek: false,
    nthDayOfWeek: 0,
  };

  /** The field being read, and its text (for the refusal). */
  field = SECOND;
  text = '';

  fail(): never {
    throw new QuartzError(QUARTZ_FIELDS[this.field] ?? 'count', this.text);
  }

  /** Adds a value, a range (start-end) or a stepped range; `step` 0 adds the start only. */
  add(start: number | '*', end: number | null, step: number): void {
    const f = this.field;
    const set = this.p.sets[f] as Set<number>;
    if (start !== '*') {
      const low = f === DOW ? 1 : LOW[f];
      // Quartz does not check years, which simply never come.
      if (f !== YEAR && (start < (low ?? 0) || start > (HIGH[f] ?? 0) || (end ?? 0) > (HIGH[f] ?? 0)))
        this.fail();
      if (step === 0) {
        set.add(start);
        return;
      }
    }
    const from = start === '*' ? (LOW[f] ?? 0) : start;
    let to = end ?? HIGH[f] ?? 0;
    const wrap = WRAP[f] ?? 0;
    if (to < from) {
      if (f === YEAR) this.fail();
      to += wrap;
    }
    const by = step <= 0 ? 1 : step;
    for (let i = from; i <= to; i += by) {
      let v = i;
      if (i > (HIGH[f] ?? 0) && wrap) {
        v = i % wrap;
        if (v === 0 && (f === MONTH || f === DOW || f === DOM)) v = wrap;
      }
      set.add(v);
    }
  }

  /** One comma-separated item of the field. */
  item(s: string): void {
    const f = this.field;
    const c = s[0] ?? '';
    const lastDayForm = s === 'L' || s === 'LW' || /^L-\d*W?$/.test(s);
    if (c >= 'A' && c <= 'Z' && !lastDayForm) {
      this.named(s);
      return;
    }
    if (c === '?') {
      // "?" alone (Quartz lets one stray character follow it).
      if (s.length > 2 || (f !== DOM && f !== DOW)) this.fail();
      if (f === DOW && !this.p.lastDayOfMonth && this.p.noSpec[0]) this.fail();
      this.p.noSpec[f === DOM ? 0 : 1] = true;
      return;
    }
    if (c === '*' || c === '/') {
      this.every(s);
      return;
    }
    if (c === 'L') {
      this.last(s);
      return;
    }
    if (isDigit(c)) {
      this.number(s);
      return;
    }
    this.fail();
  }

  /** JAN-DEC in months, SUN-SAT in days of the week, as the first three letters of the item. */
  private named(s: string): void {
    const f = this.field;
    const names = f === MONTH ? MONTHS : f === DOW ? DAYS : null;
    if (!names || s.length < 3) this.fail();
    const at = (i: number) => {
      const n = names.indexOf(s.slice(i, i + 3));
      if (n < 0 || s.length < i + 3) this.fail();
      return n + 1;
    };
    const start = at(0);
    let end: number | null = null;
    if (s[3] === '-') end = at(4);
    else if (f === DOW && s[3] === '#') this.nth(s.slice(4));
    else if (f === DOW && s[3] === 'L') this.p.lastDayOfWeek = true;
    this.add(start, end, end === null ? 0 : 1);
  }

  private nth(rest: string): void {
    const n = strictInt(rest);
    if (!(n >= 1 && n <= 5)) this.fail();
    this.p.nthDayOfWeek = n;
  }

  /** `*`, `*` with a step, or a step alone (`/5`: from the field's start). */
  private every(s: string): void {
    if (s === '*') {
      this.add('*', null, 1);
      return;
    }
    if (s[0] === '/' && s.length === 1) this.fail();
    const slash = s[0] === '/' ? 0 : 1;
    if (s[slash] !== '/') {
      this.add('*', null, 1);
      return;
    }
    if (s.length <= slash + 1) this.fail();
    const step = strictInt(s.slice(slash + 1));
    if (Number.isNaN(step) || step > (STEP_MAX[this.field] ?? 0)) this.fail();
    this.add('*', null, step);
  }

  /** `L`: the last day of the month (`L-3`: three days before it; `LW`: its last weekday); Saturday in days of the week. */
  private last(s: string): void {
    if (this.field === DOW) {
      this.add(7, null, 0);
      return;
    }
    if (this.field !== DOM) return; // Quartz reads nothing here; the empty field is refused below.
    this.p.lastDayOfMonth = true;
    let i = 1;
    if (s[1] === '-') {
      if (s.length < 3) this.fail();
      const { value, end } = digitsAt(s, 2);
      this.p.lastDayOffset = Number.isNaN(value) ? 0 : value;
      if (this.p.lastDayOffset > 30) this.fail();
      i = end;
    }
    if (s[i] === 'W') this.p.nearestWeekday = true;
  }

  /** A number, maybe followed by L, W, #n, a range, or a step. */
  private number(s: string): void {
    const f = this.field;
    const { value, end: i } = digitsAt(s, 0);
    const next = s[i];
    if (next === undefined) {
      this.add(value, null, 0);
      return;
    }
    if (next === 'L') {
      if (f !== DOW || value < 1 || value > 7) this.fail();
      this.p.lastDayOfWeek = true;
      this.p.sets[f]?.add(value);
      return;
    }
    if (next === 'W') {
      if (f !== DOM || value > 31) this.fail();
      this.p.nearestWeekday = true;
      this.p.sets[f]?.add(value);
      return;
    }
    if (next === '#') {
      if (f !== DOW) this.fail();
      this.nth(s.slice(i + 1));
      this.p.sets[f]?.add(value);
      return;
    }
    if (next === '-') {
      if (!isDigit(s[i + 1])) this.fail();
      const to = digitsAt(s, i + 1);
      if (s[to.end] !== '/') {
        this.add(value, to.value, 1);
        return;
      }
      if (!isDigit(s[to.end + 1])) this.fail();
      // Quartz checks no step size after a range.
      this.add(value, to.value, digitsAt(s, to.end + 1).value);
      return;
    }
    if (next === '/') {
      if (!isDigit(s[i + 1])) this.fail();
      const step = digitsAt(s, i + 1);
      // Quartz refuses one digit followed by something else, but not two or more.
      if ((step.end === i + 2 && step.end < s.length) || step.value > (STEP_MAX[f] ?? 0)) this.fail();
      this.add(value, null, step.value);
      return;
    }
    this.add(value, null, 0);
  }
}

/** A read expression: its next fire time after a moment, in a time zone. */
export interface QuartzExpression {
  next(after: Date): Date | null;
}

/** Reads a Quartz expression; throws QuartzError naming the field at fault. */
export function parseQuartz(expression: string, timezone: string): QuartzExpression {
  const fields = expression
    .toUpperCase()
    .trim()
    .split(/[ \t]+/)
    .filter(Boolean);
  // Quartz stops reading after the year; fewer than six fields is an error.
  if (fields.length < 6) throw new QuartzError('count', expression.trim());
  const reader = new Reader();
  const p = reader.p;
  for (let f = SECOND; f <= YEAR; f++) {
    const text = fields[f] ?? '*';
    reader.field = f;
    reader.text = text;
    const lastWithOthers = text.includes('L') && text.length > 1 && text.includes(',');
    if ((f === DOM || f === DOW) && lastWithOthers) reader.fail();
    if (f === DOW && (text.match(/#/g)?.length ?? 0) > 1) reader.fail();
    for (const item of text.split(',')) if (item) reader.item(item);
    // A field left without a value (Quartz takes `L` in seconds, then cannot compute a time).
    const dayRule = (f === DOM && (p.lastDayOfMonth || p.noSpec[0])) || (f === DOW && p.noSpec[1]);
    if (!p.sets[f]?.size && !dayRule) reader.fail();
  }
  if (p.noSpec[0] === p.noSpec[1]) throw new QuartzError('days', fields.slice(3, 6).join(' '));
  return { next: (after) => nextAfter(p, after, timezone) };
}

const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
const monthLength = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** 1 (Sunday) to 7 (Saturday), as Quartz numbers days of the week. */
const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 1;

/** The weekday (Monday-Friday) nearest a day, without leaving its month. */
function nearestWeekday(y: number, m: number, day: number): number {
  const last = monthLength(y, m);
  const w = weekday(y, m, day);
  if (w === 7) return day === 1 ? day + 2 : day - 1;
  if (w === 1) return day === last ? day - 2 : day + 1;
  return day;
}

/** Whether the day fits the day-of-month or the day-of-week field. */
function dayFits(p: Parsed, days: number[], weekdays: number[], y: number, m: number, d: number): boolean {
  const last = monthLength(y, m);
  if (p.noSpec[1]) {
    if (p.lastDayOfMonth) {
      const target = last - p.lastDayOffset;
      return d === (p.nearestWeekday ? nearestWeekday(y, m, target) : target);
    }
    if (p.nearestWeekday) {
      const first = days[0] ?? 0;
      return first <= last && d === nearestWeekday(y, m, first);
    }
    return days.includes(d);
  }
  const w = weekday(y, m, d);
  // Quartz does not check the day before `#`, and counts 0 as Saturday there.
  const first = weekdays[0] === 0 ? 7 : weekdays[0];
  if (p.lastDayOfWeek) return w === first && d + 7 > last;
  if (p.nthDayOfWeek) return w === first && Math.ceil(d / 7) === p.nthDayOfWeek;
  return weekdays.includes(w);
}

/** Year, month (1-12), day, hour, minute and second. */
type WallParts = [number, number, number, number, number, number];

/** Wall-clock parts of an instant in a time zone. */
function partsIn(d: Date, timezone: string): WallParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(d);
  const get = (type: string) => Number(parts.find((x) => x.type === type)?.value);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

/** The instant of a wall-clock time in a time zone. */
function instantOf(
  timezone: string,
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetAt = (t: number) => {
    const [py, pm, pd, ph, pmi, ps] = partsIn(new Date(t), timezone);
    return Date.UTC(py, pm - 1, pd, ph, pmi, ps) - t;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** The first fire time strictly after `after` (whole seconds, as Quartz), or null when none comes. */
function nextAfter(p: Parsed, after: Date, timezone: string): Date | null {
  const from = new Date(Math.floor(after.getTime() / 1000) * 1000 + 1000);
  const [y0, mo0, d0, h0, mi0, s0] = partsIn(from, timezone);
  const [seconds, minutes, hours, days, months, weekdays, years] = p.sets.map(sorted) as number[][] as [
    number[],
    number[],
    number[],
    number[],
    number[],
    number[],
    number[],
  ];
  for (const y of years) {
    if (y < y0 || y > MAX_YEAR) continue;
    for (const mo of months) {
      if (y === y0 && mo < mo0) continue;
      const sameMonth = y === y0 && mo === mo0;
      for (let d = sameMonth ? d0 : 1; d <= monthLength(y, mo); d++) {
        if (!dayFits(p, days, weekdays, y, mo, d)) continue;
        const today = sameMonth && d === d0;
        for (const h of hours) {
          if (today && h < h0) continue;
          const thisHour = today && h === h0;
          for (const mi of minutes) {
            if (thisHour && mi < mi0) continue;
            const thisMinute = thisHour && mi === mi0;
            const s = seconds.find((x) => !thisMinute || x >= s0);
            if (s !== undefined) return instantOf(timezone, y, mo, d, h, mi, s);
          }
        }
      }
    }
  }
  return null;
}
