import { type QuickRange, RANGE_MAX_DAYS, type RangeInput, type ResolvedRange } from '@rpa/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);

const DAY_MS = 86_400_000;

/** Where a quick range starts, in the server's time zone (weeks start on Monday); null for "all". */
function quickStart(quick: QuickRange, now: Dayjs): Dayjs | null {
  switch (quick) {
    case 'today':
      return now.startOf('day');
    case 'yesterday':
      return now.startOf('day').subtract(1, 'day');
    case 'last24h':
      return now.subtract(24, 'hour');
    case 'thisWeek':
      return now.startOf('isoWeek');
    case 'last7Days':
      return now.startOf('day').subtract(6, 'day');
    case 'thisMonth':
      return now.startOf('month');
    case 'last30Days':
      return now.startOf('day').subtract(29, 'day');
    case 'thisYear':
    case 'lastYear':
      return quick === 'thisYear' ? now.startOf('year') : now.startOf('year').subtract(1, 'year');
    case 'oneMonth':
      return now.subtract(1, 'month');
    case 'threeMonths':
      return now.subtract(3, 'month');
    case 'sixMonths':
      return now.subtract(6, 'month');
    case 'oneYear':
      return now.subtract(1, 'year');
    case 'all':
      return null;
  }
}

/**
 * The instants a range covers, [from, to). Quick ranges end now (last year
 * ends where this year starts, yesterday where today starts). A custom range longer than RANGE_MAX_DAYS
 * is shortened to the days before its end, and says so.
 */
export function resolveRange(
  input: RangeInput,
  now: Date,
  tz: string,
): { from: Date | null; to: Date; resolved: ResolvedRange } {
  let from: Date | null;
  let to: Date;
  let corrected = false;
  if (input.quick) {
    const local = dayjs(now).tz(tz);
    from = quickStart(input.quick, local)?.toDate() ?? null;
    // Quick ranges of whole past periods end where the current one starts.
    to =
      input.quick === 'lastYear'
        ? local.startOf('year').toDate()
        : input.quick === 'yesterday'
          ? local.startOf('day').toDate()
          : now;
  } else {
    from = new Date(input.from as string);
    to = new Date(input.to as string);
    if (to.getTime() - from.getTime() > RANGE_MAX_DAYS * DAY_MS) {
      from = new Date(to.getTime() - RANGE_MAX_DAYS * DAY_MS);
      corrected = true;
    }
  }
  return {
    from,
    to,
    resolved: { from: from?.toISOString() ?? null, to: to.toISOString(), corrected, maxDays: RANGE_MAX_DAYS },
  };
}
