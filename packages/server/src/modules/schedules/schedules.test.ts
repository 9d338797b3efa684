import type { Page, ScheduleDetail } from '@rpa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { createTestDatabase } from '../../testing/db';
import { EN } from '../../testing/processes';
import { nodeFactory } from '../../testing/robots';
import { departments } from '../departments/schema';
import { messages } from '../messages/schema';
import { processes } from '../processes/schema';
import { robots } from '../robots/schema';
import { moveTask, settle } from '../tasks/lifecycle';
import { tasks } from '../tasks/schema';
import { users } from '../users/schema';
import { FIRE_AHEAD_MS, fireDueSchedules } from './fire';
import { nextSchedulerPass } from './index';
import { schedules } from './schema';

let app: FastifyInstance;
const as: Record<'admin' | 'owner' | 'user' | 'dev', Caller> = {} as never;
let invoice = 0;
let userId = 0;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db, { files: app.files });
  for (const who of ['admin', 'owner', 'user', 'dev'] as const) {
    as[who] = await signIn(app, who === 'dev' ? 'developer' : who, DEMO_PASSWORD);
  }
  const db = app.database.db;
  invoice =
    (await db.select().from(processes).where(sql`${processes.name} like '%Invoice check'`))[0]?.id ?? 0;
  userId = (await db.select().from(users).where(eq(users.account, 'user')))[0]?.id ?? 0;
});
afterAll(() => app.close());

const daily = { mode: 'day', time: '09:00' };
const base = () => ({
  name: `Nightly ${Math.random().toString(36).slice(2, 7)}`,
  processId: invoice,
  timing: daily,
});
/** An advanced (Quartz) timing. */
const cron = (expression: string) => ({ timing: { mode: 'cron', expression } });
/** What a Quartz expression with both or neither day fields set to ? is told. */
const ONE_DAY_FIELD = 'exactly one of day-of-month and day-of-week must be ?';
const save = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<ScheduleDetail>('POST', '/schedule/save', body, EN);
const tasksOf = (scheduleId: number) =>
  app.database.db.select().from(tasks).where(eq(tasks.scheduleId, scheduleId));

describe('schedule rules', () => {
  it.each([
    [
      'a start after the stop',
      { startAt: '2026-12-02T00:00:00Z', stopAt: '2026-12-01T00:00:00Z' },
      'The start time cannot be after the stop time',
    ],
    ['a user chosen twice', { receiverUserIds: [1, 1] }, 'The same user cannot be chosen twice'],
    [
      'a department chosen twice',
      { receiverDepartmentIds: [2, 2] },
      'The same department cannot be chosen twice',
    ],
    ['a robot chosen twice', { robotIds: [3, 3] }, 'The same robot cannot be chosen twice'],
    ['101 retries', { failedRetries: 101 }, 'Failed retries are 0 to 100'],
    ['-1 retries', { failedRetries: -1 }, 'Failed retries are 0 to 100'],
    ['no name', { name: '  ' }, 'Enter the schedule name'],
    ['a bad expression', cron('0 0 25 * * ?'), 'The advanced expression is not valid'],
    ['a time in the past', { timing: { mode: 'once', at: '2020-01-01T00:00:00Z' } }, 'never fires'],
    ['a robot that does not exist', { robotIds: [424242] }, 'The selected robot does not exist: 424242'],
    [
      'a negative wait timeout (not clamped to 0)',
      { waitTimeout: -5 },
      'waitTimeout: Minutes are a whole number from 0 to 10080 and cannot be negative',
    ],
    [
      'a negative run timeout',
      { runTimeout: -1 },
      'runTimeout: Minutes are a whole number from 0 to 10080 and cannot be negative',
    ],
    ['a negative auto-stop', { autoStopMinutes: -30 }, 'autoStopMinutes: Minutes are a whole number'],
    ['a negative manual time', { manualMinutes: -1 }, 'manualMinutes: Minutes are a whole number'],
    ['no tasks per run', { taskCount: 0 }, 'taskCount: Tasks per run are 1 to 100'],
    [
      'a Quartz expression with both day fields (Quartz wants ? in one)',
      cron('0 0 12 * * MON'),
      ONE_DAY_FIELD,
    ],
    ['a Quartz expression with both day fields as numbers', cron('0 0 12 1 * 2'), ONE_DAY_FIELD],
    ['a Quartz expression without ?', cron('0 0 12 * * *'), ONE_DAY_FIELD],
    ['a Quartz day of week 8 (1-7 from Sunday)', cron('0 0 12 ? * 8'), 'the day-of-week field "8" is wrong'],
  ])('refuses %s and stores nothing', async (_what, change, says) => {
    const before = (await app.database.db.select().from(schedules)).length;
    const res = await save(as.admin, { ...base(), ...change });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(says);
    expect((await app.database.db.select().from(schedules)).length).toBe(before);
  });

  it('names the field at fault in Chinese too', async () => {
    const res = await as.admin.call<ScheduleDetail>('POST', '/schedule/save', {
      ...base(),
      ...cron('0 0 12 ? * 8'),
    });
    expect(res.body.msg).toBe(
      '高级表达式无效：星期字段“8”有误（1-7，1 为星期日，或 SUN-SAT，可用 , - * ? / L #）',
    );
    const minutes = await as.admin.call('POST', '/schedule/save', { ...base(), waitTimeout: -5 });
    expect(minutes.body.msg).toContain('分钟数为 0-10080 的整数，不能为负数');
  });

  it('a process refuses a negative timeout in its run settings instead of storing 0', async () => {
    const res = await as.dev.call('POST', '/process/dev/modify', { id: invoice, waitTimeout: -5 }, EN);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('Minutes are a whole number from 0 to 10080 and cannot be negative');
    const [p] = await app.database.db.select().from(processes).where(eq(processes.id, invoice));
    expect(p?.waitTimeout).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['0 0 12 L-3 * ?', 'three days before the last day'],
    ['0 0 12 ? * MON-SUN/2', 'every day (Quartz ignores a step after names)'],
  ])('saves the Quartz expression %s, with the next fire time the preview shows', async (expression) => {
    const timing = { mode: 'cron', expression };
    const res = await save(as.admin, { ...base(), timing });
    expect(res.body.code, res.body.msg).toBe(0);
    const preview = await as.admin.call<string[]>('POST', '/schedule/preview', { timing, count: 5 });
    expect(preview.body.result).toHaveLength(5);
    expect(preview.body.result[0]).toBe(res.body.result.nextFireAt);
  });

  it('accepts 0 and 100 retries; users may make one-time schedules only', async () => {
    expect((await save(as.admin, { ...base(), failedRetries: 0 })).body.code).toBe(0);
    expect((await save(as.admin, { ...base(), failedRetries: 100 })).body.code).toBe(0);
    const timed = await save(as.user, base());
    expect(timed.body.msg).toBe('Only one-time schedules can be made here');
    const once = await save(as.user, {
      ...base(),
      timing: { mode: 'once', at: '2030-01-01T08:00:00+08:00' },
    });
    expect(once.body.code, once.body.msg).toBe(0);
    expect(once.body.result.nextFireAt).toBe('2030-01-01T00:00:00.000Z');
  });

  it('shows the next fire time the scheduler will use, the same as the preview', async () => {
    const res = await save(as.owner, { ...base(), calendar: 'workday' });
    expect(res.body.code, res.body.msg).toBe(0);
    const preview = await as.owner.call<string[]>('POST', '/schedule/preview', {
      timing: daily,
      calendar: 'workday',
      count: 3,
    });
    expect(preview.body.result[0]).toBe(res.body.result.nextFireAt);
    expect(preview.body.result).toHaveLength(3);
  });

  it('each identity sees its own: owners their processes, users the schedules they made, developers read only', async () => {
    const mine = await as.user.call<Page<ScheduleDetail>>('POST', '/schedule/list', {});
    expect(mine.body.result.records.every((s) => s.timing.mode === 'once')).toBe(true);
    const devList = await as.dev.call<Page<ScheduleDetail>>('POST', '/schedule/list', {});
    expect(devList.body.code).toBe(0);
    const devSave = await save(as.dev, base());
    expect(devSave.body.code).toBe(403);
  });
});

describe('firing', () => {
  /** Saves a schedule as the admin, then makes it due at `due`; answers its id. */
  async function savedDue(body: Record<string, unknown>, due = new Date(Date.now() - 1000)) {
    const res = await save(as.admin, body);
    const id = res.body.result.id;
    await app.database.db.update(schedules).set({ nextFireAt: due }).where(eq(schedules.id, id));
    return id;
  }

  it('fires a due schedule exactly once even when two passes race, with its task count and settings', async () => {
    const due = new Date(Date.now() - 60_000);
    const id = await savedDue(
      { ...base(), taskCount: 3, priority: 'urgent', failedRetries: 2, receiverUserIds: [userId] },
      due,
    );
    await Promise.all([fireDueSchedules(app), fireDueSchedules(app), fireDueSchedules(app)]);
    const made = await tasksOf(id);
    expect(made).toHaveLength(3);
    expect(made[0]).toMatchObject({
      source: 'schedule',
      priority: 0,
      retriesLeft: 2,
      state: 'pending',
      plannedAt: due,
    });
    expect(made[0]?.parameters).toMatchObject({ month: '2026-10', invoice_file: 'sample-invoices.csv' });
    const [after] = await app.database.db.select().from(schedules).where(eq(schedules.id, id));
    expect(after?.lastFireAt).toEqual(due);
    expect(after?.nextFireAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it("makes a fire's tasks a moment ahead, planned for the fire time, and moves on past that time", async () => {
    const now = new Date();
    // A cron timing firing every second: after the fire made ahead comes the second after it.
    const due = new Date(Math.ceil(now.getTime() / 1000) * 1000 + 1000);
    const id = await savedDue({ ...base(), ...cron('* * * * * ?') }, due);
    await fireDueSchedules(app, now);
    expect(await tasksOf(id)).toHaveLength(0);
    await fireDueSchedules(app, now, FIRE_AHEAD_MS);
    const made = await tasksOf(id);
    expect(made.map((t) => [t.state, t.plannedAt])).toEqual([['pending', due]]);
    const [after] = await app.database.db.select().from(schedules).where(eq(schedules.id, id));
    expect(after?.lastFireAt).toEqual(due);
    expect(after?.nextFireAt).toEqual(new Date(due.getTime() + 1000));
    await app.database.db.update(schedules).set({ enabled: false }).where(eq(schedules.id, id));
  });

  it('a failed scheduled task alerts the receiving users', async () => {
    const id = await savedDue({ ...base(), receiverUserIds: [userId] });
    await fireDueSchedules(app);
    const [task] = await tasksOf(id);
    const running = await moveTask(app.database.db, task?.id ?? 0, 'running', { robotId: 1 });
    const failed = await moveTask(app.database.db, running?.id ?? 0, 'failed', { error: 'exit 3' });
    await settle(app, failed);
    const inbox = await app.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.alertType, 'task')));
    expect(inbox.map((m) => m.alertDesc)).toContainEqual(expect.stringContaining(`任务 ${task?.id}`));
  });

  it('disabling withdraws waiting tasks; enabling reissues them once', async () => {
    const id = await savedDue(base());
    await fireDueSchedules(app);
    expect((await tasksOf(id)).map((t) => t.state)).toEqual(['pending']);
    const off = await as.admin.call<ScheduleDetail>('POST', '/schedule/enable', { id, enabled: false });
    expect(off.body.result).toMatchObject({ enabled: false, nextFireAt: null });
    expect((await tasksOf(id)).map((t) => t.state)).toEqual(['cancelled']);
    const on = await as.admin.call<ScheduleDetail>('POST', '/schedule/enable', { id, enabled: true });
    expect(on.body.result.enabled).toBe(true);
    expect((await tasksOf(id)).map((t) => t.state).sort()).toEqual(['cancelled', 'pending']);
    // Again: the reissued task is withdrawn and reissued; the first is not reissued twice.
    await as.admin.call('POST', '/schedule/enable', { id, enabled: false });
    await as.admin.call('POST', '/schedule/enable', { id, enabled: true });
    expect((await tasksOf(id)).map((t) => t.state).sort()).toEqual(['cancelled', 'cancelled', 'pending']);
  });

  it('a resident schedule keeps one task waiting or running, no more', async () => {
    const res = await save(as.admin, { ...base(), runMode: 'resident' });
    const id = res.body.result.id;
    await fireDueSchedules(app);
    await fireDueSchedules(app);
    const [first, ...others] = await tasksOf(id);
    expect(others).toEqual([]);
    await moveTask(app.database.db, first?.id ?? 0, 'cancelled');
    await fireDueSchedules(app);
    expect((await tasksOf(id)).filter((t) => t.state === 'pending')).toHaveLength(1);
    await as.admin.call('POST', '/schedule/enable', { id, enabled: false });
  });

  it('a "start" schedule fires once, at once', async () => {
    const res = await save(as.admin, { ...base(), runMode: 'start' });
    const id = res.body.result.id;
    await fireDueSchedules(app);
    await fireDueSchedules(app);
    expect(await tasksOf(id)).toHaveLength(1);
    expect(
      (await app.database.db.select().from(schedules).where(eq(schedules.id, id)))[0]?.nextFireAt,
    ).toBeNull();
  });

  it('a process without a published version cannot be scheduled', async () => {
    const [editing] = await app.database.db
      .select()
      .from(processes)
      .where(sql`${processes.releasedVersionId} is null`);
    const res = await save(as.admin, { ...base(), processId: editing?.id });
    expect([400, 409]).toContain(res.body.code);
  });
});

describe('across a restart', () => {
  it('a fire time is used once by a node and its successor; times missed while down fire once', async () => {
    const database = await createTestDatabase();
    const factory = nodeFactory(database);
    // The first node runs its own scheduler every second.
    const first = await factory.start();
    await seedDemo(database.db, { files: factory.files });
    const admin = await signIn(first.app, 'admin', DEMO_PASSWORD);
    const [p] = await database.db
      .select()
      .from(processes)
      .where(sql`${processes.name} like '%Invoice check'`);
    const res = await admin.call<ScheduleDetail>('POST', '/schedule/save', {
      name: 'Restart',
      processId: p?.id,
      // Hourly at half an hour from now: the fire time that follows a fire is never seconds away.
      timing: { mode: 'hour', every: 1, minute: (new Date().getUTCMinutes() + 30) % 60 },
    });
    expect(res.body.code, res.body.msg).toBe(0);
    const id = res.body.result.id;
    const count = async () => (await database.db.select().from(tasks).where(eq(tasks.scheduleId, id))).length;
    const due = new Date(Date.now() - 30_000);
    await database.db.update(schedules).set({ nextFireAt: due }).where(eq(schedules.id, id));
    // The pass under way may have started before the update; the one after it surely did not.
    await nextSchedulerPass(first.app);
    await nextSchedulerPass(first.app);
    expect(await count()).toBe(1);
    // A later pass finds the fire time used.
    await nextSchedulerPass(first.app);
    expect(await count()).toBe(1);
    await first.app.close();

    // Down for three days: the successor fires once for all the missed minutes.
    await database.db
      .update(schedules)
      .set({ nextFireAt: new Date(Date.now() - 3 * 24 * 3600_000) })
      .where(eq(schedules.id, id));
    const second = await factory.start();
    await fireDueSchedules(second.app);
    await fireDueSchedules(second.app);
    expect(await count()).toBe(2);
    const [s] = await database.db.select().from(schedules).where(eq(schedules.id, id));
    expect(s?.nextFireAt?.getTime()).toBeGreaterThan(Date.now() - 1000);
    await second.app.close();
    await factory.close();
  }, 30_000);
});

describe('receivers and robots stay inside the caller departments', () => {
  // `manager` manages Operations with Finance and HR under it; the invoice process is in Finance.
  let manager: Caller;
  const dept: Record<string, number> = {};
  const person: Record<string, number> = {};
  const robot: Record<string, number> = {};

  beforeAll(async () => {
    manager = await signIn(app, 'manager', DEMO_PASSWORD);
    const db = app.database.db;
    for (const d of await db.select().from(departments)) dept[d.code] = d.id;
    for (const u of await db.select().from(users)) person[u.account] = u.id;
    const made = await db
      .insert(robots)
      .values(
        (['10021', '1001'] as const).map((code) => ({
          robotsNo: `SCOPE-${code}`,
          category: 'background',
          bindingWay: 'manager',
          departmentId: dept[code] as number,
        })),
      )
      .returning();
    for (const r of made) robot[r.robotsNo] = r.id;
  });

  it('refuses users, departments and robots of other departments exactly like unknown ones', async () => {
    const before = (await app.database.db.select().from(schedules)).length;
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, string]> = [
      [
        { receiverUserIds: [person.developer] },
        { receiverUserIds: [424_242] },
        'The chosen receiver does not exist or is not one you manage: ',
      ],
      [
        { receiverDepartmentIds: [dept['1001']] },
        { receiverDepartmentIds: [424_242] },
        'The chosen receiving department does not exist or is not one you manage: ',
      ],
      [{ robotIds: [robot['SCOPE-1001']] }, { robotIds: [424_242] }, 'The selected robot does not exist: '],
    ];
    for (const [foreign, unknown, says] of cases) {
      const a = await save(manager, { ...base(), ...foreign });
      const b = await save(manager, { ...base(), ...unknown });
      const id = Object.values(foreign)[0] as number[];
      expect(a.body, says).toMatchObject({ code: 400, msg: `${says}${id[0]}` });
      expect(b.body).toMatchObject({ code: 400, msg: `${says}424242` });
    }
    const zh = await manager.call('POST', '/schedule/save', {
      ...base(),
      receiverUserIds: [person.developer],
    });
    expect(zh.body.msg).toContain('不在您的管理范围内');
    expect((await app.database.db.select().from(schedules)).length).toBe(before);

    const mine = await save(manager, {
      ...base(),
      receiverUserIds: [person.user],
      receiverDepartmentIds: [dept['10021']],
      robotIds: [robot['SCOPE-10021']],
    });
    expect(mine.body.code, mine.body.msg).toBe(0);
  });

  it('keeps what the whole installation manager chose when a department manager edits the schedule', async () => {
    const wide = await save(as.admin, {
      ...base(),
      receiverUserIds: [person.developer],
      receiverDepartmentIds: [dept['1001']],
    });
    expect(wide.body.code, wide.body.msg).toBe(0);
    const { id, name } = wide.body.result;
    const edited = await save(manager, {
      ...base(),
      id,
      name: `${name} edited`,
      receiverUserIds: [person.developer, person.user],
      receiverDepartmentIds: [dept['1001']],
    });
    expect(edited.body.code, edited.body.msg).toBe(0);
    const more = await save(manager, {
      ...base(),
      id,
      name,
      receiverUserIds: [person.developer],
      robotIds: [robot['SCOPE-1001']],
    });
    expect(more.body.msg).toBe(`The selected robot does not exist: ${robot['SCOPE-1001']}`);
  });
});
