import type { ImportResult, ItemForRobot, Page, TaskDataRow, TaskItemRow, TaskLogLine } from '@rpa/contracts';
import { Code } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobotInRnd,
  waitFor,
} from '../../testing/robots';
import {
  agentInRnd,
  ask,
  type RawRobot,
  rawRobotRunning,
  robotRow,
  runToEnd,
  taskDetail,
} from '../../testing/runs';
import { operationLogs } from '../oplog/schema';
import { examplePackage } from '../processes/example';
import { robots } from '../robots/schema';
import { tasks } from '../tasks/schema';
import { taskDataItems, taskDataSpaces } from './schema';

const ZH = { headers: { lang: 'zh_CN' } };

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'manager' | 'dev' | 'owner' | 'user', Caller>;
const dept: Record<string, number> = {};
let processId = 0;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode({ ...MANUAL_SWEEPS, robotHeartbeatSeconds: 600 }, [
    'admin',
    'manager',
    'dev',
    'owner',
    'user',
  ]));
  Object.assign(dept, await departmentIds(node.app.database.db));
  processId = await publishToUser(as, await examplePackage({ name: 'Item worker', parameters: [] }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

let counter = 0;
const fresh = () => `space_${++counter}`;
const add = (caller: Caller, body: Record<string, unknown>, opts = EN) =>
  caller.call<TaskDataRow>(
    'POST',
    '/taskData/add',
    { name: fresh(), maxItems: 10, maxAttempts: 2, description: 'd', departmentId: dept['1002'], ...body },
    opts,
  );
const spaceCount = async () =>
  (await node.app.database.db.select({ id: taskDataSpaces.id }).from(taskDataSpaces)).length;
const addItem = (caller: Caller, spaceId: number, body: Record<string, unknown>, opts = EN) =>
  caller.call<TaskItemRow>('POST', '/taskData/records/add', { spaceId, content: { n: 1 }, ...body }, opts);
const itemsOf = async (spaceId: number, filters: Record<string, unknown> = {}) =>
  (await as.admin.call<Page<TaskItemRow>>('POST', '/taskData/records', { spaceId, size: 500, ...filters }))
    .body.result.records;

describe('the rules of console-administration.md §5, in both languages, storing nothing when broken', () => {
  const NAME = { en: 'The task data name must be 2 to 64', zh: '任务数据名称长度为 2-64' };
  const ITEMS = { en: 'The max items must be a whole number from 1 to 10000', zh: '最大数据条数为 1-10000' };
  const ATTEMPTS = { en: 'from 0 to 999999', zh: '最大失败次数为 0-999999' };
  const DESCRIPTION = { en: 'The description must be 1 to 250', zh: '描述长度为 1-250' };
  const cases: Array<{
    field: string;
    value: string | number;
    ok: boolean;
    msg?: { en: string; zh: string };
  }> = [
    { field: 'name', value: 'n', ok: false, msg: NAME },
    { field: 'name', value: 'nm', ok: true },
    { field: 'name', value: 'n'.repeat(64), ok: true },
    { field: 'name', value: 'n'.repeat(65), ok: false, msg: NAME },
    { field: 'maxItems', value: 0, ok: false, msg: ITEMS },
    { field: 'maxItems', value: 1, ok: true },
    { field: 'maxItems', value: 10000, ok: true },
    { field: 'maxItems', value: 10001, ok: false, msg: ITEMS },
    { field: 'maxItems', value: 1.5, ok: false, msg: ITEMS },
    { field: 'maxAttempts', value: -1, ok: false, msg: ATTEMPTS },
    { field: 'maxAttempts', value: 0, ok: true },
    { field: 'maxAttempts', value: 999999, ok: true },
    { field: 'maxAttempts', value: 1000000, ok: false, msg: ATTEMPTS },
    { field: 'description', value: '', ok: false, msg: DESCRIPTION },
    { field: 'description', value: 'd', ok: true },
    { field: 'description', value: 'd'.repeat(250), ok: true },
    { field: 'description', value: 'd'.repeat(251), ok: false, msg: DESCRIPTION },
  ];
  for (const c of cases) {
    const label = `${c.field} ${typeof c.value === 'string' ? `of ${c.value.length} characters` : c.value}`;
    if (c.ok) {
      it(`takes a ${label}`, async () => {
        const res = await add(as.manager, { [c.field]: c.value });
        expect(res.body.code, res.body.msg).toBe(0);
        expect(res.body.result[c.field as 'name']).toBe(c.value);
      });
    } else {
      it(`refuses a ${label} in English and Chinese`, async () => {
        const before = await spaceCount();
        const en = await add(as.manager, { [c.field]: c.value }, EN);
        expect(en.body.code).toBe(Code.BAD_REQUEST);
        expect(en.body.msg).toContain(c.msg?.en);
        const zh = await add(as.manager, { [c.field]: c.value }, ZH);
        expect(zh.body.code).toBe(Code.BAD_REQUEST);
        expect(zh.body.msg).toContain(c.msg?.zh);
        expect(await spaceCount()).toBe(before);
      });
    }
  }

  it('applies the same rules on edit, storing nothing', async () => {
    const made = (await add(as.manager, {})).body.result;
    const edit = (body: Record<string, unknown>) =>
      as.manager.call('POST', '/taskData/edit', { ...made, robotIds: [], ...body }, EN);
    expect((await edit({ name: 'n'.repeat(65) })).body.msg).toContain(NAME.en);
    expect((await edit({ maxItems: 10001 })).body.msg).toContain(ITEMS.en);
    expect((await edit({ maxAttempts: -1 })).body.msg).toContain(ATTEMPTS.en);
    expect((await edit({ description: '' })).body.msg).toContain(DESCRIPTION.en);
    const ok = await edit({ description: 'changed', maxItems: 3 });
    expect(ok.body.code, ok.body.msg).toBe(0);
    const detail = await as.manager.call<TaskDataRow>('POST', '/taskData/detail', { id: made.id });
    expect(detail.body.result).toMatchObject({ name: made.name, description: 'changed', maxItems: 3 });
  });
});

describe('names are unique whatever the case, across departments', () => {
  it('refuses the same name in any department and renaming onto it', async () => {
    expect((await add(as.admin, { name: 'Orders-Queue', departmentId: dept['1001'] })).body.code).toBe(0);
    const again = await add(as.manager, { name: 'orders-queue' });
    expect(again.body.code).toBe(Code.CONFLICT);
    expect(again.body.msg).toContain('A task data space named "orders-queue" already exists');
    expect((await add(as.manager, { name: 'ORDERS-QUEUE' }, ZH)).body.msg).toContain(
      '已有名为“ORDERS-QUEUE”的任务数据',
    );
    const other = (await add(as.manager, {})).body.result;
    const renamed = await as.manager.call(
      'POST',
      '/taskData/edit',
      { ...other, robotIds: [], name: 'Orders-QUEUE' },
      EN,
    );
    expect(renamed.body.code).toBe(Code.CONFLICT);
  });
});

describe("a manager sees and changes only his departments' task data", () => {
  let foreign: TaskDataRow;
  beforeAll(async () => {
    foreign = (await add(as.admin, { departmentId: dept['1001'] })).body.result;
  });

  it('lists it to the admin, not to the manager of another department', async () => {
    const list = async (c: Caller) =>
      (await c.call<Page<TaskDataRow>>('POST', '/taskData/list', { name: foreign.name })).body.result.records;
    expect((await list(as.admin)).map((r) => r.id)).toEqual([foreign.id]);
    expect(await list(as.manager)).toEqual([]);
  });

  it('refuses his detail, edit, delete, records and items of it as not found, and adding into that department', async () => {
    const notFound = 'does not exist or is outside the departments you manage';
    for (const [url, body] of [
      ['/taskData/detail', { id: foreign.id }],
      ['/taskData/edit', { ...foreign, robotIds: [] }],
      ['/taskData/delete', { ids: [foreign.id] }],
      ['/taskData/records', { spaceId: foreign.id }],
      ['/taskData/records/add', { spaceId: foreign.id, content: {} }],
    ] as const) {
      const res = await as.manager.call('POST', url, body as Record<string, unknown>, EN);
      expect(res.body.code, url).toBe(Code.BAD_REQUEST);
      expect(res.body.msg, url).toContain(notFound);
    }
    const into = await add(as.manager, { departmentId: dept['1001'] });
    expect(into.body.msg).toContain('You can only manage task data of departments you manage');
  });

  it('refuses robots of another department', async () => {
    const [robot] = await node.app.database.db
      .insert(robots)
      .values({
        robotsNo: 'TD-RND-X',
        category: 'background',
        bindingWay: 'manager',
        departmentId: dept['1001'] as number,
      })
      .returning();
    const res = await add(as.manager, { robotIds: [robot?.id] });
    expect(res.body.msg).toContain("The robots chosen must belong to the task data space's department");
  });
});

describe('items from the console', () => {
  it('takes content up to 500 KB serialised, refuses a byte more in both languages', async () => {
    const space = (await add(as.manager, {})).body.result;
    // {"s":"…"} is 8 characters around the text.
    const exact = await addItem(as.manager, space.id, { content: { s: 'x'.repeat(500 * 1024 - 8) } });
    expect(exact.body.code, exact.body.msg).toBe(0);
    const over = await addItem(as.manager, space.id, { content: { s: 'x'.repeat(500 * 1024 - 7) } });
    expect(over.body.msg).toContain('The item content must be at most 500 KB');
    const zh = await addItem(as.manager, space.id, { content: { s: 'x'.repeat(500 * 1024 - 7) } }, ZH);
    expect(zh.body.msg).toContain('数据内容最多 500 KB');
    expect(await itemsOf(space.id)).toHaveLength(1);
  });

  it('refuses items beyond max items, counting those not deleted; a reference is unique in its space', async () => {
    const space = (await add(as.manager, { maxItems: 2 })).body.result;
    const a = await addItem(as.manager, space.id, { reference: 'INV-1' });
    expect(a.body.code, a.body.msg).toBe(0);
    const dup = await addItem(as.manager, space.id, { reference: 'INV-1' });
    expect(dup.body.code).toBe(Code.CONFLICT);
    expect(dup.body.msg).toContain('already has an item with reference "INV-1"');
    expect((await addItem(as.manager, space.id, { reference: 'INV-2', priority: 0 })).body.code).toBe(0);
    const full = await addItem(as.manager, space.id, {});
    expect(full.body.msg).toContain(`Task data "${space.name}" holds at most 2 items and is full`);
    expect((await addItem(as.manager, space.id, {}, ZH)).body.msg).toContain('最多 2 条数据，已满');
    expect(await itemsOf(space.id)).toHaveLength(2);
    // Max items below what it holds is refused.
    const shrink = await as.manager.call(
      'POST',
      '/taskData/edit',
      { ...space, robotIds: [], maxItems: 1 },
      EN,
    );
    expect(shrink.body.msg).toContain('cannot be below the 2 items');

    const del = await as.manager.call('POST', '/taskData/records/delete', {
      spaceId: space.id,
      ids: [a.body.result.id],
    });
    expect(del.body.result).toEqual({ deleted: 1 });
    expect((await itemsOf(space.id, { state: 'deleted' })).map((i) => i.id)).toEqual([a.body.result.id]);
    // A deleted item frees its place and its reference.
    expect((await addItem(as.manager, space.id, { reference: 'INV-1' })).body.code).toBe(0);
    expect(
      (await as.manager.call<TaskDataRow>('POST', '/taskData/detail', { id: space.id })).body.result,
    ).toMatchObject({
      items: 2,
      waiting: 2,
      running: 0,
    });
    // Only a finished item is rerun.
    const rerun = await as.manager.call(
      'POST',
      '/taskData/records/rerun',
      { spaceId: space.id, ids: [a.body.result.id] },
      EN,
    );
    expect(rerun.body.msg).toContain('Only finished items can be rerun');
  });

  it('writes every change in the operation log', async () => {
    const rows = await node.app.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.module, 'taskData'));
    const actions = new Set(rows.map((r) => r.action));
    expect([...actions].sort()).toEqual(expect.arrayContaining(['create', 'delete', 'modify']));
  });
});

/** Sends an item request and answers its reply. */
const askItem = (raw: RawRobot, taskId: number, m: Record<string, unknown>) =>
  ask(raw, taskId, m, 'item.reply');

describe('robots take items while they run a task', () => {
  let raw: RawRobot;
  let robotId = 0;
  let taskId = 0;
  let otherId = 0;

  beforeAll(async () => {
    otherId = await robotRow(node.app.database.db, 'TD-RND-2', dept['1001'] as number);
    ({ raw, robotId, taskId } = await rawRobotRunning(node, as, 'TD-ROBOT-1', processId));
  });
  afterAll(() => raw.close());

  const space = async (body: Record<string, unknown> = {}) => {
    const res = await add(as.admin, { departmentId: dept['1001'], ...body });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.result;
  };

  it('gives waiting items by priority then age, and takes their results', async () => {
    const s = await space({ name: 'Payables' });
    const low = (await addItem(as.admin, s.id, { content: { n: 'low' }, priority: 2 })).body.result;
    const first = (await addItem(as.admin, s.id, { content: { n: 'first' } })).body.result;
    const high = (await addItem(as.admin, s.id, { content: { n: 'high' }, priority: 0 })).body.result;
    await addItem(as.admin, s.id, { content: { n: 'second' } });
    const order: unknown[] = [];
    for (;;) {
      const r = await askItem(raw, taskId, { type: 'item.next', space: 'payables' });
      expect(r.error).toBeUndefined();
      if (!r.item) break;
      order.push(r.item.content);
      expect(r.item).toMatchObject({ space: 'Payables', state: 'running' });
      const done = await askItem(raw, taskId, {
        type: 'item.done',
        itemId: r.item.id,
        output: { ok: r.item.id },
      });
      expect(done.item?.state).toBe('runSuccessfully');
    }
    expect(order).toEqual([{ n: 'high' }, { n: 'first' }, { n: 'second' }, { n: 'low' }]);
    const [row] = await itemsOf(s.id, { reference: '' }).then((all) => all.filter((i) => i.id === high.id));
    expect(row).toMatchObject({
      state: 'runSuccessfully',
      output: { ok: high.id },
      robotId,
      taskId,
      robotsNo: 'TD-ROBOT-1',
    });
    expect(row?.finishedAt).toBeTruthy();
    expect(first.id).toBeLessThan(low.id + 10);

    // Done twice: it no longer holds it.
    const again = await askItem(raw, taskId, { type: 'item.done', itemId: high.id });
    expect(again.error).toBe(`数据 ${high.id} 不是该机器人在此任务中正在运行的数据`);

    // Rerun puts a finished item back in the queue, counted as waiting.
    const rerun = await as.admin.call('POST', '/taskData/records/rerun', { spaceId: s.id, ids: [low.id] });
    expect(rerun.body.result).toEqual({ rerun: 1 });
    expect((await itemsOf(s.id, { state: 'rerun' })).map((i) => i.id)).toEqual([low.id]);
    const taken = await askItem(raw, taskId, { type: 'item.next', space: 'Payables' });
    expect(taken.item).toMatchObject({ id: low.id, content: { n: 'low' }, attempts: 0 });
    await askItem(raw, taskId, { type: 'item.done', itemId: low.id });
  });

  it('retries a failed item until the max failed attempts, then keeps it failed', async () => {
    const s = await space({ maxAttempts: 2 });
    const item = (await addItem(as.admin, s.id, {})).body.result;
    const reasons: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const got = await askItem(raw, taskId, { type: 'item.next', space: s.name });
      expect(got.item?.id).toBe(item.id);
      expect(got.item?.attempts).toBe(i - 1);
      const failed = await askItem(raw, taskId, { type: 'item.fail', itemId: item.id, reason: `boom ${i}` });
      reasons.push(failed.item?.state ?? '');
    }
    expect(reasons).toEqual(['waitToRun', 'waitToRun', 'runFailed']);
    expect((await askItem(raw, taskId, { type: 'item.next', space: s.name })).item).toBeNull();
    const [row] = await itemsOf(s.id);
    expect(row).toMatchObject({ state: 'runFailed', attempts: 3, failureReason: 'boom 3' });
    // Rerun gives it its attempts again.
    await as.admin.call('POST', '/taskData/records/rerun', { spaceId: s.id, ids: [item.id] });
    expect((await askItem(raw, taskId, { type: 'item.next', space: s.name })).item?.attempts).toBe(0);
    await askItem(raw, taskId, { type: 'item.fail', itemId: item.id, reason: 'again' });

    const none = await space({ maxAttempts: 0 });
    const once = (await addItem(as.admin, none.id, {})).body.result;
    await askItem(raw, taskId, { type: 'item.next', space: none.name });
    expect(
      (await askItem(raw, taskId, { type: 'item.fail', itemId: once.id, reason: 'x' })).item?.state,
    ).toBe('runFailed');
  });

  it('turns items past their deadline into wait timeout instead of giving them', async () => {
    const s = await space();
    const late = (await addItem(as.admin, s.id, { deadline: new Date(Date.now() - 60_000).toISOString() }))
      .body.result;
    const later = (
      await addItem(as.admin, s.id, { deadline: new Date(Date.now() + 3_600_000).toISOString() })
    ).body.result;
    const got = await askItem(raw, taskId, { type: 'item.next', space: s.name });
    expect(got.item?.id).toBe(later.id);
    const [row] = (await itemsOf(s.id)).filter((i) => i.id === late.id);
    expect(row).toMatchObject({ state: 'waitTimeout' });
    expect(row?.finishedAt).toBeTruthy();
    await askItem(raw, taskId, { type: 'item.done', itemId: later.id });
  });

  it('refuses to delete a space while an item of it runs, and deletes it after', async () => {
    const s = await space();
    await addItem(as.admin, s.id, {});
    const got = await askItem(raw, taskId, { type: 'item.next', space: s.name });
    const refused = await as.admin.call('POST', '/taskData/delete', { ids: [s.id] }, EN);
    expect(refused.body.code).toBe(Code.BAD_REQUEST);
    expect(refused.body.msg).toBe(`Task data "${s.name}" has items running and cannot be deleted`);
    expect((await as.admin.call('POST', '/taskData/delete', { ids: [s.id] }, ZH)).body.msg).toContain(
      '有正在运行的数据，不能删除',
    );
    const delItem = await as.admin.call(
      'POST',
      '/taskData/records/delete',
      { spaceId: s.id, ids: [got.item?.id] },
      EN,
    );
    expect(delItem.body.msg).toContain('is running and cannot be deleted');
    await askItem(raw, taskId, { type: 'item.done', itemId: got.item?.id });
    expect((await as.admin.call('POST', '/taskData/delete', { ids: [s.id] })).body.result).toEqual({
      deleted: 1,
    });
    expect(
      await node.app.database.db.select().from(taskDataItems).where(eq(taskDataItems.spaceId, s.id)),
    ).toEqual([]);
  });

  it('releases an item whose task ended while it ran: a failed attempt, back in the queue or failed for good', async () => {
    const s = await space({ maxAttempts: 1 });
    const item = (await addItem(as.admin, s.id, {})).body.result;
    const db = node.app.database.db;
    const [model] = await db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!model) throw new Error('no task');
    const { id: _id, ...rest } = model;
    // A second task of the robot, which ends while it holds the item.
    for (const expected of [
      { state: 'waitToRun', attempts: 1 },
      { state: 'runFailed', attempts: 2 },
    ]) {
      const [other] = await db
        .insert(tasks)
        .values({ ...rest, state: 'running' })
        .returning({ id: tasks.id });
      const got = await askItem(raw, other?.id ?? 0, { type: 'item.next', space: s.name });
      expect(got.item?.id).toBe(item.id);
      await db
        .update(tasks)
        .set({ state: 'failed' })
        .where(eq(tasks.id, other?.id ?? 0));
      const [row] = await itemsOf(s.id);
      expect(row).toMatchObject({ ...expected, failureReason: `任务 ${other?.id} 已结束，数据未完成` });
    }
  });

  it('refuses a robot outside the allowed list, a space of another department, and a task it does not run', async () => {
    const theirs = await space({ robotIds: [otherId] });
    await addItem(as.admin, theirs.id, {});
    const r = await askItem(raw, taskId, { type: 'item.next', space: theirs.name });
    expect(r).toMatchObject({ item: null, error: `该机器人无权使用任务数据“${theirs.name}”` });
    const mine = await space({ robotIds: [robotId, otherId] });
    await addItem(as.admin, mine.id, {});
    expect((await askItem(raw, taskId, { type: 'item.next', space: mine.name })).item).not.toBeNull();

    const elsewhere = (await add(as.admin, { departmentId: dept['1002'] })).body.result;
    await addItem(as.admin, elsewhere.id, {});
    expect((await askItem(raw, taskId, { type: 'item.next', space: elsewhere.name })).error).toBe(
      `机器人所在部门没有名为“${elsewhere.name}”的任务数据`,
    );
    expect((await itemsOf(elsewhere.id))[0]?.state).toBe('waitToRun');
    expect((await askItem(raw, taskId + 999, { type: 'item.next', space: mine.name })).error).toContain(
      `机器人只能在运行任务 ${taskId + 999} 时使用任务数据`,
    );
  });

  it('adds items from a robot, within the rules and max items', async () => {
    const s = await space({ maxItems: 1 });
    const added = await askItem(raw, taskId, {
      type: 'item.add',
      space: s.name,
      content: { from: 'robot' },
      reference: 'R-1',
      priority: 0,
    });
    expect(added.error).toBeUndefined();
    expect(added.item).toMatchObject({
      content: { from: 'robot' },
      reference: 'R-1',
      priority: 0,
      state: 'waitToRun',
    });
    const full = await askItem(raw, taskId, { type: 'item.add', space: s.name, content: { from: 'robot' } });
    expect(full).toMatchObject({ item: null, error: `任务数据“${s.name}”最多 1 条数据，已满` });
    expect(await itemsOf(s.id)).toHaveLength(1);
  });

  it('gives each of 1000 items to exactly one of 20 robots taking them at once', async () => {
    const s = await space({ name: 'Crowd', maxItems: 10000 });
    await node.app.database.db
      .insert(taskDataItems)
      .values(Array.from({ length: 1000 }, (_, i) => ({ spaceId: s.id, content: { i }, priority: i % 3 })));
    const [model] = await node.app.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!model) throw new Error('no task');
    const crowd: Array<{ raw: RawRobot; taskId: number }> = [];
    for (let n = 1; n <= 20; n++) {
      const { raw: r, welcome } = await rawRobotInRnd(node, as.admin, `TD-CROWD-${n}`);
      const { id: _id, ...rest } = model;
      const [t] = await node.app.database.db
        .insert(tasks)
        .values({ ...rest, robotId: welcome.robotId, robotName: `TD-CROWD-${n}`, state: 'running' })
        .returning({ id: tasks.id });
      crowd.push({ raw: r, taskId: t?.id ?? 0 });
    }
    const taken = await Promise.all(
      crowd.map(async ({ raw: r, taskId: t }) => {
        const mine: ItemForRobot[] = [];
        for (;;) {
          const got = await askItem(r, t, { type: 'item.next', space: 'Crowd' });
          expect(got.error).toBeUndefined();
          if (!got.item) return mine;
          mine.push(got.item);
          expect((await askItem(r, t, { type: 'item.done', itemId: got.item.id })).error).toBeUndefined();
        }
      }),
    );
    for (const { raw: r } of crowd) r.close();
    const ids = taken.flat().map((i) => i.id);
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    const left = await node.app.database.db
      .select()
      .from(taskDataItems)
      .where(eq(taskDataItems.spaceId, s.id));
    expect(left.filter((i) => i.state !== 'runSuccessfully')).toEqual([]);
    // More than one robot had work: the queue was shared.
    expect(taken.filter((m) => m.length > 0).length).toBeGreaterThan(1);
  }, 300_000);
});

describe('item import', () => {
  async function filledTemplate(rows: string[][]): Promise<Buffer> {
    const res = await as.admin.download('GET', '/taskData/records/template');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    for (const r of rows) sheet?.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('reports the bad rows with why and adds the good ones', async () => {
    const s = (await add(as.manager, { maxItems: 3 })).body.result;
    await addItem(as.manager, s.id, { reference: 'TAKEN' });
    const file = await filledTemplate([
      ['{"a":1}', 'A-1', '0', ''],
      ['{not json', 'A-2', '', ''],
      ['{"a":3}', 'A-1', '', ''],
      ['{"a":4}', 'TAKEN', '', ''],
      ['{"a":5}', 'A-5', '7', ''],
      ['{"a":6}', 'A-6', '2', '2030-01-01T00:00:00Z'],
      ['{"a":7}', 'A-7', '', ''],
    ]);
    const res = await as.manager.upload<ImportResult>(
      `/taskData/records/import?spaceId=${s.id}`,
      'items.xlsx',
      file,
      EN,
    );
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.result.imported).toBe(2);
    const byRow = Object.fromEntries(res.body.result.errors.map((e) => [e.row, e.reason]));
    expect(Object.keys(byRow).map(Number)).toEqual([3, 4, 5, 6, 8]);
    expect(byRow[3]).toContain('not valid JSON');
    expect(byRow[4]).toBe('Repeats row 2');
    expect(byRow[5]).toContain('reference "TAKEN"');
    expect(byRow[6]).toBeTruthy();
    expect(byRow[8]).toContain('holds at most 3 items and is full');
    const items = await itemsOf(s.id);
    expect(items.map((i) => i.reference).sort()).toEqual(['A-1', 'A-6', 'TAKEN']);
    expect(items.find((i) => i.reference === 'A-6')).toMatchObject({
      priority: 2,
      content: { a: 6 },
      deadline: '2030-01-01T00:00:00.000Z',
    });
  });
});

/** A process working through a space through the reference robot's local endpoint, as `rpa-robot item` does. */
const WORKER = `
const e = process.env;
const ask = async (kind, body) => {
  const res = await fetch(e.RPA_ROBOT_URL + '/item/' + kind, {
    method: 'POST',
    headers: { authorization: 'Bearer ' + e.RPA_RUN_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
};
let handled = 0;
for (;;) {
  const { item } = await ask('next', { space: 'agent-queue' });
  if (!item) break;
  if (item.content.bad) await ask('fail', { id: item.id, reason: 'bad item' });
  else await ask('done', { id: item.id, output: { doubled: item.content.n * 2 } });
  handled++;
}
const added = await ask('add', { space: 'Agent-Queue', content: { from: 'run' } });
const refused = await ask('next', { space: 'No-Such-Queue' });
console.log('handled: ' + handled + ' added: ' + added.item.content.from + ' refused: ' + refused.error);
`;

describe('the reference robot relays a run’s task data requests', () => {
  it('works through a space: items done with output, a bad one failed, one added', async () => {
    const db = node.app.database.db;
    const offline = async () =>
      (
        await db
          .select()
          .from(robots)
          .where(eq(robots.departmentId, dept['1001'] as number))
      ).every((r) => r.runState === 'offline');
    await waitFor(offline, 10_000, 'the raw robots offline');
    const s = (await add(as.admin, { name: 'Agent-Queue', departmentId: dept['1001'], maxAttempts: 0 })).body
      .result;
    for (const content of [{ n: 1 }, { n: 2 }, { bad: true }]) {
      expect((await addItem(as.admin, s.id, { content })).body.code).toBe(0);
    }
    const worker = await publishToUser(
      as,
      await examplePackage(
        { name: 'Queue worker', entry: 'worker.mjs', parameters: [] },
        { 'worker.mjs': WORKER },
      ),
    );
    const r = await agentInRnd(node, as.admin, 'TD-AGENT-1');
    try {
      const detail = (id: number) => taskDetail(as.user, id);
      const id = await runToEnd(node, as.user, worker, 30_000);
      expect((await detail(id)).state).toBe('success');
      await waitFor(async () => (await detail(id)).logCount >= 1, 10_000, 'its log line');
      const logs = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId: id, size: 100 });
      expect(logs.body.result.records.map((l) => l.text)).toEqual([
        'handled: 3 added: run refused: 机器人所在部门没有名为“No-Such-Queue”的任务数据',
      ]);
      const items = await itemsOf(s.id);
      expect(items.map((i) => [i.content, i.state, i.output, i.failureReason, i.taskId, i.robotsNo])).toEqual(
        [
          [{ from: 'run' }, 'waitToRun', null, '', null, ''],
          [{ bad: true }, 'runFailed', null, 'bad item', id, 'TD-AGENT-1'],
          [{ n: 2 }, 'runSuccessfully', { doubled: 4 }, '', id, 'TD-AGENT-1'],
          [{ n: 1 }, 'runSuccessfully', { doubled: 2 }, '', id, 'TD-AGENT-1'],
        ],
      );
    } finally {
      await r.stop();
    }
  }, 90_000);
});
