import type { TaskDataRow, TaskItemRow } from '@rpa/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { EN } from '../../testing/processes';
import { robotRow } from '../../testing/runs';
import { departments } from '../departments/schema';
import { messages } from '../messages/schema';
import { robots } from '../robots/schema';
import { users } from '../users/schema';
import { taskDataItems } from './schema';
import { warnNearDeadlines } from './sla';

let app: FastifyInstance;
let admin: Caller;
let finance = 0;
let hr = 0;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db, { files: app.files });
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  const codes = await app.database.db.select().from(departments);
  finance = codes.find((d) => d.code === '10021')?.id ?? 0;
  hr = codes.find((d) => d.code === '10022')?.id ?? 0;
});
afterAll(() => app.close());

const name = () => `SLA ${Math.random().toString(36).slice(2, 8)}`;
async function ok<T>(answer: Promise<{ body: { code: number; msg: string; result: T } }>): Promise<T> {
  const { body } = await answer;
  expect(body.code, body.msg).toBe(0);
  return body.result;
}
const addSpace = (fields: Record<string, unknown>) =>
  admin.call<TaskDataRow>(
    'POST',
    '/taskData/add',
    {
      name: name(),
      maxItems: 100,
      maxAttempts: 0,
      description: 'Due soon',
      departmentId: finance,
      ...fields,
    },
    EN,
  );
const addItem = (spaceId: number, fields: Record<string, unknown> = {}) =>
  ok(admin.call<TaskItemRow>('POST', '/taskData/records/add', { spaceId, content: { n: 1 }, ...fields }));
const alertsAbout = async (space: string) =>
  app.database.db
    .select({ account: users.account, desc: messages.alertDesc, content: messages.content })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(sql`${messages.alertDesc} like ${`%"${space}"%`}`);

describe('a space service level', () => {
  it.each([
    [-1, false],
    [0, true],
    [43200, true],
    [43201, false],
    [1.5, false],
  ])('of %s minutes is %s', async (slaMinutes, accepted) => {
    const { body } = await addSpace({ slaMinutes });
    if (accepted) expect(body.result.slaMinutes).toBe(slaMinutes);
    else expect(body.msg).toContain('The service level must be a whole number of minutes from 0 to 43200');
  });

  it("gives an item without a deadline one from its arrival; an item's own deadline stays", async () => {
    const space = await ok(addSpace({ slaMinutes: 120 }));
    const before = Date.now();
    const due = await addItem(space.id);
    const dueAt = Date.parse(due.deadline ?? '');
    expect(dueAt).toBeGreaterThanOrEqual(before + 120 * 60_000);
    expect(dueAt).toBeLessThan(Date.now() + 120 * 60_000 + 1000);
    const own = await addItem(space.id, { deadline: '2030-01-01T00:00:00.000Z' });
    expect(own.deadline).toBe('2030-01-01T00:00:00.000Z');
    const none = await ok(addSpace({}));
    expect((await addItem(none.id)).deadline).toBeNull();
  });
});

describe('the near-deadline warning', () => {
  it("tells the department's managers once when waiting items are due soon and no robot is idle", async () => {
    const space = await ok(addSpace({ slaMinutes: 10 }));
    await addItem(space.id);
    await addItem(space.id);
    // Due in an hour: not yet.
    const later = await ok(addSpace({ slaMinutes: 60 }));
    await addItem(later.id);

    expect(await warnNearDeadlines(app, 'en_US', 'UTC')).toBe(2);
    const alerts = await alertsAbout(space.name);
    // The manager of Operations manages Finance, as the administrator does; the user of Finance is not told.
    expect(alerts.map((a) => a.account).sort()).toEqual(['admin', 'manager']);
    expect(alerts[0]?.desc).toMatch(
      new RegExp(`^Task data "${space.name}": 2 items are due by \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`),
    );
    expect(alerts[0]?.content).toContain('None of the robots of');
    expect(await alertsAbout(later.name)).toEqual([]);

    // Once per item.
    expect(await warnNearDeadlines(app, 'en_US', 'UTC')).toBe(0);
    expect(await alertsAbout(space.name)).toHaveLength(2);
  });

  it('warns again of an item put back in the queue, which gets a fresh deadline', async () => {
    const space = await ok(addSpace({ slaMinutes: 10 }));
    const item = await addItem(space.id);
    expect(await warnNearDeadlines(app, 'en_US', 'UTC')).toBe(1);
    // It ran and failed past its deadline; then a manager puts it back.
    const db = app.database.db;
    await db
      .update(taskDataItems)
      .set({ state: 'runFailed', finishedAt: new Date(), deadline: new Date(Date.now() - 60_000) })
      .where(eq(taskDataItems.id, item.id));
    const before = Date.now();
    await ok(admin.call('POST', '/taskData/records/rerun', { spaceId: space.id, ids: [item.id] }));
    const [row] = await db.select().from(taskDataItems).where(eq(taskDataItems.id, item.id));
    expect(row?.state).toBe('rerun');
    expect(row?.deadline?.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(await warnNearDeadlines(app, 'en_US', 'UTC')).toBe(1);
    expect(await alertsAbout(space.name)).toHaveLength(4);
  });

  it('stays silent while a robot the space allows is idle', async () => {
    const idle = await robotRow(app.database.db, `SLA-IDLE-${Date.now()}`, hr);
    await app.database.db
      .update(robots)
      .set({ runState: 'idle' })
      .where(inArray(robots.id, [idle]));
    const space = await ok(addSpace({ slaMinutes: 5, departmentId: hr }));
    await addItem(space.id);
    expect(await warnNearDeadlines(app, 'en_US', 'UTC')).toBe(0);
    expect(await alertsAbout(space.name)).toEqual([]);

    // Gone offline: now nobody can take it.
    await app.database.db.update(robots).set({ runState: 'offline' }).where(eq(robots.id, idle));
    expect(await warnNearDeadlines(app, 'en_US', 'UTC')).toBe(1);
    expect((await alertsAbout(space.name)).length).toBeGreaterThan(0);
  });
});
