import type { ScheduleDetail } from '@rpa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { EN } from '../../testing/processes';
import { departments } from '../departments/schema';
import { messages } from '../messages/schema';
import { processes } from '../processes/schema';
import { tasks } from '../tasks/schema';
import { fireDueSchedules } from './fire';
import { QUEUE_EMPTY } from './queue';
import { schedules } from './schema';

let app: FastifyInstance;
let admin: Caller;
let user: Caller;
/** The demo's published process, of Finance. */
let invoice = 0;
let finance = 0;
let rnd = 0;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db, { files: app.files });
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  user = await signIn(app, 'user', DEMO_PASSWORD);
  const db = app.database.db;
  invoice =
    (await db.select().from(processes).where(sql`${processes.name} like '%Invoice check'`))[0]?.id ?? 0;
  finance = (await db.select().from(departments).where(eq(departments.code, '10021')))[0]?.id ?? 0;
  rnd = (await db.select().from(departments).where(eq(departments.code, '1001')))[0]?.id ?? 0;
});
afterAll(() => app.close());

/** The call's result; fails the test when it is refused. */
async function ok<T>(answer: Promise<{ body: { code: number; msg: string; result: T } }>): Promise<T> {
  const { body } = await answer;
  expect(body.code, body.msg).toBe(0);
  return body.result;
}
/** The reason a refused call gives; fails the test when it is not refused. */
async function refusal(answer: Promise<{ body: { code: number; msg: string } }>): Promise<string> {
  const { body } = await answer;
  expect(body.code).toBe(400);
  return body.msg;
}

async function space(departmentId = finance): Promise<number> {
  const made = await ok(
    admin.call<{ id: number }>('POST', '/taskData/add', {
      name: `Queue ${Math.random().toString(36).slice(2, 8)}`,
      maxItems: 100,
      maxAttempts: 0,
      description: 'Invoices to check',
      departmentId,
    }),
  );
  return made.id;
}
const addItems = async (spaceId: number, n: number) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      (await ok(admin.call<{ id: number }>('POST', '/taskData/records/add', { spaceId, content: { i } }))).id,
    );
  return ids;
};
const queueSchedule = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<ScheduleDetail>(
    'POST',
    '/schedule/save',
    {
      name: `Queue ${Math.random().toString(36).slice(2, 7)}`,
      processId: invoice,
      timing: { mode: 'day', time: '09:00' },
      runMode: 'queue',
      ...body,
    },
    EN,
  );
const tasksOf = (scheduleId: number, state?: string) =>
  app.database.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.scheduleId, scheduleId), state ? eq(tasks.state, state) : undefined));

describe('queue-triggered schedules', () => {
  it('are refused without a space, with a space of another department, and to a user', async () => {
    const before = (await app.database.db.select().from(schedules)).length;
    expect(await refusal(queueSchedule(admin, {}))).toContain('Choose a task data space');
    expect(await refusal(queueSchedule(admin, { queueSpaceId: await space(rnd) }))).toContain(
      "The task data space must belong to the process's department",
    );
    expect(await refusal(queueSchedule(admin, { queueSpaceId: 999999 }))).toContain(
      'The task data space does not exist',
    );
    const spaceId = await space();
    expect(
      await refusal(
        queueSchedule(user, { queueSpaceId: spaceId, timing: { mode: 'once', at: '2030-01-01T09:00:00Z' } }),
      ),
    ).toContain('Only one-time schedules can be made here');
    expect((await app.database.db.select().from(schedules)).length).toBe(before);
  });

  it('start runs while items wait, up to the task count and never more than the items, and withdraw those not started once the queue is empty', async () => {
    const spaceId = await space();
    const s = await ok(queueSchedule(admin, { queueSpaceId: spaceId, taskCount: 3 }));
    expect(s).toMatchObject({ runMode: 'queue', queueSpaceId: spaceId, nextFireAt: null });
    expect(s.queueSpaceName).toMatch(/^Queue /);

    // An empty queue starts nothing.
    await fireDueSchedules(app);
    expect(await tasksOf(s.id)).toHaveLength(0);

    // Two items: two runs, not three; a second pass adds none.
    const [first, second] = await addItems(spaceId, 2);
    await fireDueSchedules(app);
    await fireDueSchedules(app);
    const started = await tasksOf(s.id, 'pending');
    expect(started).toHaveLength(2);
    // Each run learns the space it works through, over the process's default.
    expect(started.map((t) => t.parameters.queue_space)).toEqual([s.queueSpaceName, s.queueSpaceName]);

    // Five more: the third run starts, still no more than the task count.
    await addItems(spaceId, 5);
    await fireDueSchedules(app);
    expect(await tasksOf(s.id, 'pending')).toHaveLength(3);

    // The queue emptied: the runs not started yet are withdrawn, and none is added.
    const page = admin.call<{ records: Array<{ id: number }> }>('POST', '/taskData/records', {
      spaceId,
      size: 50,
    });
    const all = (await ok(page)).records;
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    await ok(admin.call('POST', '/taskData/records/delete', { spaceId, ids: all.map((r) => r.id) }));
    await fireDueSchedules(app);
    const withdrawn = await tasksOf(s.id, 'cancelled');
    expect(withdrawn).toHaveLength(3);
    expect(withdrawn.every((t) => t.error === QUEUE_EMPTY)).toBe(true);
    await fireDueSchedules(app);
    expect(await tasksOf(s.id, 'pending')).toHaveLength(0);
  });

  it('stop, disabled, with an alert to the receivers when their space is deleted', async () => {
    const spaceId = await space();
    const s = await ok(queueSchedule(admin, { queueSpaceId: spaceId, receiverDepartmentIds: [finance] }));
    await ok(admin.call('POST', '/taskData/delete', { ids: [spaceId] }));
    await fireDueSchedules(app);
    const [row] = await app.database.db.select().from(schedules).where(eq(schedules.id, s.id));
    expect(row).toMatchObject({ enabled: false, queueSpaceId: null });
    const alerts = await app.database.db
      .select()
      .from(messages)
      .where(sql`${messages.alertDesc} like ${`%${s.name}%`}`);
    // In the server's language (APP_LANG, Chinese by default).
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0]?.alertDesc).toContain('它等待的任务数据空间已被删除');
  });
});
