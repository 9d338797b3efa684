import type { CalendarKind, TimeSettings } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { wallClock } from '../../testing/time';
import { nextFireTimes } from './timing';

const TZ = 'Asia/Shanghai';
/** Local Beijing times, as "MM-DD HH:mm" (or with the year when asked). */
const local = (d: Date, year = false) => {
  const s = wallClock(d, TZ);
  return year ? s.slice(0, 16) : s.slice(5, 16);
};
const next = (timing: TimeSettings, from: string, n = 3, calendar: CalendarKind = 'daily', year = false) =>
  nextFireTimes({ timing, calendar, startAt: null, stopAt: null }, new Date(from), n, TZ).map((d) =>
    local(d, year),
  );

describe('time modes', () => {
  it.each([
    [
      'every 15 minutes',
      { mode: 'minute', every: 15 },
      '2026-03-01T10:07:00+08:00',
      ['03-01 10:15', '03-01 10:30', '03-01 10:45'],
    ],
    [
      'every 2 hours at :30',
      { mode: 'hour', every: 2, minute: 30 },
      '2026-03-01T09:00:00+08:00',
      ['03-01 10:30', '03-01 12:30', '03-01 14:30'],
    ],
    [
      'daily, strictly after now',
      { mode: 'day', time: '09:00' },
      '2026-03-01T09:00:00+08:00',
      ['03-02 09:00', '03-03 09:00', '03-04 09:00'],
    ],
    [
      'Mondays and Fridays',
      { mode: 'week', weekdays: [5, 1], time: '08:30' },
      '2026-03-01T00:00:00+08:00',
      ['03-02 08:30', '03-06 08:30', '03-09 08:30'],
    ],
    [
      'Sundays (7)',
      { mode: 'week', weekdays: [7], time: '20:00' },
      '2026-03-01T21:00:00+08:00',
      ['03-08 20:00', '03-15 20:00', '03-22 20:00'],
    ],
    [
      'the 31st skips shorter months',
      { mode: 'month', days: [31], lastDay: false, time: '09:00' },
      '2026-01-31T10:00:00+08:00',
      ['03-31 09:00', '05-31 09:00', '07-31 09:00'],
    ],
    [
      'the 1st, the 15th and the last day',
      { mode: 'month', days: [15, 1], lastDay: true, time: '09:00' },
      '2026-02-01T10:00:00+08:00',
      ['02-15 09:00', '02-28 09:00', '03-01 09:00'],
    ],
    [
      'the third Friday',
      { mode: 'month', days: [], lastDay: false, weekday: { nth: 3, day: 5 }, time: '12:00' },
      '2026-01-01T00:00:00+08:00',
      ['01-16 12:00', '02-20 12:00', '03-20 12:00'],
    ],
    [
      'the last Friday',
      { mode: 'month', days: [], lastDay: false, weekday: { nth: -1, day: 5 }, time: '12:00' },
      '2026-01-01T00:00:00+08:00',
      ['01-30 12:00', '02-27 12:00', '03-27 12:00'],
    ],
  ] as Array<[string, TimeSettings, string, string[]]>)('%s', (_what, timing, from, expected) => {
    expect(next(timing, from)).toEqual(expected);
  });

  it('month ends follow leap years: the last day of February is the 29th in 2028, the 28th in 2027', () => {
    const last = { mode: 'month', days: [], lastDay: true, time: '09:00' } as TimeSettings;
    expect(next(last, '2027-01-31T10:00:00+08:00', 2, 'daily', true)).toEqual([
      '2027-02-28 09:00',
      '2027-03-31 09:00',
    ]);
    expect(next(last, '2028-01-31T10:00:00+08:00', 2, 'daily', true)).toEqual([
      '2028-02-29 09:00',
      '2028-03-31 09:00',
    ]);
    const the29th = { mode: 'month', days: [29], lastDay: false, time: '09:00' } as TimeSettings;
    expect(next(the29th, '2027-01-30T00:00:00+08:00', 2, 'daily', true)).toEqual([
      '2027-03-29 09:00',
      '2027-04-29 09:00',
    ]);
  });

  it('a one-time schedule fires once, and not when its time has passed', () => {
    const once = { mode: 'once', at: '2026-05-01T08:00:00+08:00' } as TimeSettings;
    expect(next(once, '2026-04-30T00:00:00+08:00')).toEqual(['05-01 08:00']);
    expect(next(once, '2026-05-01T08:00:00+08:00')).toEqual([]);
  });

  it('keeps within the start and stop times', () => {
    const daily = { mode: 'day', time: '09:00' } as TimeSettings;
    const times = nextFireTimes(
      {
        timing: daily,
        calendar: 'daily',
        startAt: new Date('2026-03-10T00:00:00+08:00'),
        stopAt: new Date('2026-03-11T09:00:00+08:00'),
      },
      new Date('2026-03-01T00:00:00+08:00'),
      5,
      TZ,
    );
    expect(times.map((d) => local(d))).toEqual(['03-10 09:00', '03-11 09:00']);
  });
});

describe('advanced (Quartz) expressions', () => {
  it.each([
    [
      'L: the last day',
      '0 0 12 L * ?',
      '2026-01-01T00:00:00+08:00',
      ['01-31 12:00', '02-28 12:00', '03-31 12:00'],
    ],
    [
      'W: the weekday nearest the 15th',
      '0 0 12 15W * ?',
      '2026-02-01T00:00:00+08:00',
      ['02-16 12:00', '03-16 12:00', '04-15 12:00'],
    ],
    [
      'LW: the last weekday',
      '0 0 12 LW * ?',
      '2026-01-01T00:00:00+08:00',
      ['01-30 12:00', '02-27 12:00', '03-31 12:00'],
    ],
    [
      '#: the third Friday (6 in Quartz)',
      '0 0 12 ? * 6#3',
      '2026-01-01T00:00:00+08:00',
      ['01-16 12:00', '02-20 12:00', '03-20 12:00'],
    ],
    [
      'L in day of week: the last Friday',
      '0 0 12 ? * 6L',
      '2026-01-01T00:00:00+08:00',
      ['01-30 12:00', '02-27 12:00', '03-27 12:00'],
    ],
    [
      'weekdays 2-6 are Monday to Friday',
      '0 30 8 ? * 2-6',
      '2026-03-06T09:00:00+08:00',
      ['03-09 08:30', '03-10 08:30', '03-11 08:30'],
    ],
    [
      'a step from a number',
      '0 0/20 9 * * ?',
      '2026-03-01T00:00:00+08:00',
      ['03-01 09:00', '03-01 09:20', '03-01 09:40'],
    ],
    ['seconds', '30 0 9 * * ?', '2026-03-01T00:00:00+08:00', ['03-01 09:00', '03-02 09:00', '03-03 09:00']],
  ])('%s', (_what, expression, from, expected) => {
    expect(next({ mode: 'cron', expression }, from)).toEqual(expected);
  });

  it('29 February only in leap years, with the optional year field', () => {
    expect(
      next({ mode: 'cron', expression: '0 0 12 29 2 ?' }, '2026-01-01T00:00:00+08:00', 2, 'daily', true),
    ).toEqual(['2028-02-29 12:00', '2032-02-29 12:00']);
    expect(
      next({ mode: 'cron', expression: '0 0 12 1 1 ? 2030' }, '2026-01-01T00:00:00+08:00', 2, 'daily', true),
    ).toEqual(['2030-01-01 12:00']);
  });

  it('refuses an expression that is not one, saying why', () => {
    expect(() => next({ mode: 'cron', expression: '0 0 25 * * ?' }, '2026-01-01T00:00:00+08:00')).toThrow(
      expect.objectContaining({ key: 'schedules.cronHour', params: { value: '25' } }),
    );
  });
});

describe('calendars around Chinese holidays', () => {
  const daily = { mode: 'day', time: '09:00' } as TimeSettings;

  it('workdays skip the National Day week and include the adjusted working Saturday 10 October 2026', () => {
    expect(next(daily, '2026-09-30T10:00:00+08:00', 4, 'workday')).toEqual([
      '10-08 09:00',
      '10-09 09:00',
      '10-10 09:00',
      '10-12 09:00',
    ]);
  });

  it('workdays include the adjusted working Sunday 20 September and skip Mid-Autumn (25 September)', () => {
    expect(next(daily, '2026-09-18T10:00:00+08:00', 6, 'workday')).toEqual([
      '09-20 09:00',
      '09-21 09:00',
      '09-22 09:00',
      '09-23 09:00',
      '09-24 09:00',
      '09-28 09:00',
    ]);
  });

  it('non-workdays are the holiday week and ordinary weekends, not the adjusted Saturday', () => {
    expect(next(daily, '2026-09-30T10:00:00+08:00', 8, 'nonWorkday')).toEqual([
      '10-01 09:00',
      '10-02 09:00',
      '10-03 09:00',
      '10-04 09:00',
      '10-05 09:00',
      '10-06 09:00',
      '10-07 09:00',
      '10-11 09:00',
    ]);
  });

  it('Spring Festival 2026: off from 15 to 23 February; working Saturdays 14 and 28 February, then 9 May (Labour Day)', () => {
    expect(next(daily, '2026-02-13T10:00:00+08:00', 3, 'workday')).toEqual([
      '02-14 09:00',
      '02-24 09:00',
      '02-25 09:00',
    ]);
    expect(
      next({ mode: 'week', weekdays: [6], time: '09:00' }, '2026-02-20T00:00:00+08:00', 2, 'workday'),
    ).toEqual(['02-28 09:00', '05-09 09:00']);
  });

  it('a user calendar overrides the official days: a working Sunday added, a holiday Monday taken off', () => {
    const overrides = new Map([
      ['2026-10-11', true],
      ['2026-10-12', false],
    ]);
    const times = nextFireTimes(
      { timing: daily, calendar: 'workday', overrides, startAt: null, stopAt: null },
      new Date('2026-10-09T10:00:00+08:00'),
      3,
      TZ,
    ).map((d) => local(d, false));
    expect(times).toEqual(['10-10 09:00', '10-11 09:00', '10-13 09:00']);
  });
});
