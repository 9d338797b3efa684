import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { pickerNow } from './time';

/**
 * The quick ranges of console-core.md §9, for range pickers: days, weeks and
 * months of the installation's zone, as picker values (see time.ts).
 */
export function quickRanges(
  t: TFunction,
  now: Dayjs = pickerNow(),
): Array<{ label: string; value: [Dayjs, Dayjs] }> {
  const end = now;
  const r = (key: string, start: Dayjs, to: Dayjs = end) => ({
    label: t(`range.${key}`),
    value: [start, to] as [Dayjs, Dayjs],
  });
  return [
    r('today', now.startOf('day')),
    r('yesterday', now.startOf('day').subtract(1, 'day'), now.startOf('day')),
    r('last24h', now.subtract(24, 'hour')),
    r('thisWeek', now.startOf('week')),
    r('last7Days', now.subtract(7, 'day')),
    r('thisMonth', now.startOf('month')),
    r('last30Days', now.subtract(30, 'day')),
    r('oneMonth', now.subtract(1, 'month')),
    r('threeMonths', now.subtract(3, 'month')),
    r('sixMonths', now.subtract(6, 'month')),
    r('oneYear', now.subtract(1, 'year')),
    r('thisYear', now.startOf('year')),
    r('lastYear', now.subtract(1, 'year').startOf('year'), now.startOf('year')),
  ];
}

/** Saves a downloaded file under a name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
