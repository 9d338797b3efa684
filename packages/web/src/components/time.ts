import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every time the console shows or picks is the installation's wall clock
 * (TIMEZONE, from serverconfig.json), the zone the dashboards count days in,
 * so a run never appears on two different days. Pickers work in the
 * browser's own zone, so their values are carried as the same wall clock.
 */
let zone = 'Asia/Shanghai';

export function setTimeZone(name: string): void {
  zone = name;
}

export const timeZone = (): string => zone;

const PATTERNS = {
  second: 'YYYY-MM-DD HH:mm:ss',
  minute: 'YYYY-MM-DD HH:mm',
  date: 'YYYY-MM-DD',
  clock: 'HH:mm:ss',
} as const;

export type TimePrecision = keyof typeof PATTERNS;

type Instant = string | number | Date | Dayjs;

/** A stored instant as the installation's wall clock; nothing as `empty`. */
export function showTime(
  value: Instant | null | undefined,
  precision: TimePrecision = 'minute',
  empty = '-',
): string {
  if (value === null || value === undefined || value === '') return empty;
  return dayjs(value).tz(zone).format(PATTERNS[precision]);
}

/** An instant for a date picker: a browser-local value showing the installation's wall clock. */
export function toPicker(value: Instant): Dayjs {
  return dayjs(dayjs(value).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSS'));
}

/** A picked wall clock, read in the installation's zone, as the instant it means (ISO text). */
export function fromPicker(picked: Dayjs): string {
  return dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss.SSS'), zone).toISOString();
}

/** Now, as a picker shows it. */
export const pickerNow = (): Dayjs => toPicker(new Date());

/** The zone as the console names it, e.g. "UTC+08:00 Asia/Shanghai". */
export function zoneLabel(): string {
  return `UTC${dayjs().tz(zone).format('Z')} ${zone}`;
}
