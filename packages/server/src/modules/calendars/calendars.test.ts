import type { ScheduleDetail, UserCalendar } from '@rpa/contracts';
import chineseDays from 'chinese-days';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { EN } from '../../testing/processes';
import { processes } from '../processes/schema';
import { localDay } from '../schedules/timing';
import { calendars } from './schema';

let app: FastifyInstance;
let admin: Caller;
let user: Caller;
let invoice = 0;
const TZ = 'Asia/Shanghai';

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db, { files: app.files });
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  user = await signIn(app, 'user', DEMO_PASSWORD);
  invoice =
    (await app.database.db.select().from(processes).where(sql`${processes.name} like '%Invoice check'`))[0]
      ?.id ?? 0;
});
afterAll(() => app.close());

const save = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<UserCalendar | null>('POST', '/sys/calendar/save', body, EN);
const count = async () => (await app.database.db.select().from(calendars)).length;
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('calendar rules', () => {
  it.each([
    ['a 1-character name', { name: 'A' }, 'The calendar name is 2 to 20 characters'],
    ['a 21-character name', { name: 'C'.repeat(21) }, 'The calendar name is 2 to 20 characters'],
    ['a day that does not exist', { days: [{ date: '2026-02-30', workday: true }] }, 'Enter a valid date'],
    ['a badly written day', { days: [{ date: '2026/03/01', workday: true }] }, 'Enter a valid date'],
    [
      'the same day twice',
      {
        days: [
          { date: '2026-03-01', workday: true },
          { date: '2026-03-01', workday: false },
        ],
      },
      'The same day cannot be set twice',
    ],
  ])('refuses %s and stores nothing', async (_what, change, says) => {
    const before = await count();
    const res = await save(admin, { name: 'Plant B', days: [], ...change });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(says);
    expect(await count()).toBe(before);
  });

  it('takes names of 2 and 20 characters, then refuses one taken', async () => {
    expect((await save(admin, { name: 'AB' })).body.code).toBe(0);
    expect((await save(admin, { name: 'D'.repeat(20) })).body.code).toBe(0);
    const again = await save(admin, { name: 'AB' });
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toBe('A calendar with this name already exists');
  });

  it('is changed only by those who may save the system configuration', async () => {
    const before = await count();
    const res = await save(user, { name: 'Mine' });
    expect(res.body.code).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('calendars and schedules', () => {
  it('a day off added to the calendar moves the schedule and the preview the same way, and a used calendar cannot be deleted', async () => {
    const made = await save(admin, { name: 'Plant shifts' });
    const calendarId = made.body.result?.id ?? 0;
    const schedule = await admin.call<ScheduleDetail>(
      'POST',
      '/schedule/save',
      {
        name: 'On days off',
        processId: invoice,
        timing: { mode: 'day', time: '09:00' },
        calendar: 'nonWorkday',
        calendarId,
      },
      EN,
    );
    expect(schedule.body.code).toBe(0);
    const first = schedule.body.result?.nextFireAt ?? '';
    const firstDay = localDay(new Date(first), TZ);
    expect(chineseDays.isWorkday(firstDay)).toBe(false);
    expect(schedule.body.result?.calendarName).toBe('Plant shifts');

    // That day becomes a working day in the calendar: the schedule moves to the next official day off.
    let expected = plusDays(firstDay, 1);
    while (chineseDays.isWorkday(expected)) expected = plusDays(expected, 1);
    const changed = await save(admin, {
      id: calendarId,
      name: 'Plant shifts',
      days: [{ date: firstDay, workday: true }],
    });
    expect(changed.body.code).toBe(0);
    expect(changed.body.result?.scheduleCount).toBe(1);
    const detail = await admin.call<ScheduleDetail>(
      'GET',
      `/schedule/detail?id=${schedule.body.result?.id}`,
      undefined,
      EN,
    );
    const moved = detail.body.result?.nextFireAt ?? '';
    expect(localDay(new Date(moved), TZ)).toBe(expected);
    const preview = await admin.call<string[]>(
      'POST',
      '/schedule/preview',
      { timing: { mode: 'day', time: '09:00' }, calendar: 'nonWorkday', calendarId, count: 1 },
      EN,
    );
    expect(preview.body.result).toEqual([moved]);

    const refused = await admin.call('POST', '/sys/calendar/del', { id: calendarId }, EN);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('The calendar is used by 1 schedules and cannot be deleted');
    expect(await count()).toBeGreaterThan(0);

    await admin.call('POST', '/schedule/delete', { id: schedule.body.result?.id }, EN);
    const deleted = await admin.call('POST', '/sys/calendar/del', { id: calendarId }, EN);
    expect(deleted.body.code).toBe(0);
    const list = await admin.call<UserCalendar[]>('POST', '/sys/calendar/list', {}, EN);
    expect(list.body.result?.some((c) => c.id === calendarId)).toBe(false);
  });

  it('refuses a schedule on a calendar that does not exist', async () => {
    const res = await admin.call(
      'POST',
      '/schedule/save',
      {
        name: 'Ghost calendar',
        processId: invoice,
        timing: { mode: 'day', time: '09:00' },
        calendar: 'workday',
        calendarId: 424242,
      },
      EN,
    );
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('The chosen calendar does not exist');
  });
});
