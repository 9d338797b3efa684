import type {
  MachineKeyCreated,
  MachineKeyRow,
  Page,
  RobotBatchResult,
  RobotRecordRow,
  RobotRequestRow,
} from '@rpa/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../modules/departments/schema';
import { licenceSeats } from '../modules/licences/schema';
import { operationLogs } from '../modules/oplog/schema';
import { robotRequests, robots } from '../modules/robots/schema';
import { ensureBuiltInRoles } from '../modules/roles/builtin';
import { DEMO_PASSWORD } from '../seed/identities';
import { DEMO_MACHINE_KEY } from '../seed/machine-keys';
import { type Caller, signIn } from '../testing/client';
import { createTestDatabase } from '../testing/db';
import { addUser } from '../testing/directory';
import { hello, type Node, nodeFactory, rawRobot, robotByNo, testAgent, waitFor } from '../testing/robots';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let admin: Caller;
/** Manages Operations, HR and Finance. */
let manager: Caller;
/** A manager of R&D only. */
let rnd: Caller;
const dept: Record<string, number> = {};

beforeAll(async () => {
  const database = await createTestDatabase({ demo: true });
  for (const d of await database.db.select().from(departments)) dept[d.code] = d.id;
  const roles = await ensureBuiltInRoles(database.db);
  await addUser(database.db, 'rndmanager', 'R&D manager', dept['1001'] as number, [roles[1]]);
  factory = nodeFactory(database);
  // Robots without a key wait for approval in HR.
  node = await factory.start({ robotDepartment: '10022' });
  admin = await signIn(node.app, 'admin', DEMO_PASSWORD);
  manager = await signIn(node.app, 'manager', DEMO_PASSWORD);
  rnd = await signIn(node.app, 'rndmanager', DEMO_PASSWORD);
});
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const db = () => node.app.database.db;
const robotRow = (robotsNo: string) => robotByNo(db(), robotsNo);
const seatsTaken = async () =>
  (await db().select({ n: count() }).from(licenceSeats).where(sql`${licenceSeats.robotId} is not null`))[0]
    ?.n ?? 0;
const requests = async (caller: Caller) => {
  const res = await caller.call<RobotRequestRow[]>('GET', '/rpa/cdaAgent/requests');
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result;
};
const keys = async (caller: Caller) => {
  const res = await caller.call<MachineKeyRow[]>('GET', '/rpa/machineKey/list');
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result;
};

/** Says hello without a machine key; answers everything the server sent until it closed. */
async function withoutKey(robotsNo: string, extra: Record<string, unknown> = {}) {
  const c = await rawRobot(node.api);
  c.send(hello(robotsNo, { machineKey: undefined, ...extra }));
  await c.waitClosed();
  return c.messages;
}

describe('a robot number the server does not know', () => {
  it('without a machine key is refused and waits for approval: no robot, no seat, no token', async () => {
    const seats = await seatsTaken();
    const messages = await withoutKey('REG-STRANGER');
    expect(messages).toEqual([
      {
        type: 'refused',
        reason: 'pending',
        message: '机器人 REG-STRANGER 尚未注册，正在等待管理员审批；也可使用机器密钥注册',
      },
    ]);
    expect(await robotRow('REG-STRANGER')).toBeUndefined();
    expect(await seatsTaken()).toBe(seats);
    // Nothing it could download with: the package route wants a welcome's token.
    const download = await fetch(`${node.api}/robot/package/${'0'.repeat(64)}`, {
      headers: { authorization: 'Bearer anything' },
    });
    expect(download.status).toBe(401);
    const [asked] = (await requests(manager)).filter((r) => r.robotsNo === 'REG-STRANGER');
    expect(asked).toMatchObject({ state: 'pending', departmentId: dept['10022'], hostName: 'raw-host' });
    // Asking again counts, and a different password does not take the request over.
    await withoutKey('REG-STRANGER');
    const other = await withoutKey('REG-STRANGER', { clientPwd: 'Other@2026' });
    expect(other[0]).toMatchObject({ type: 'refused', reason: 'password' });
    expect((await requests(manager)).find((r) => r.robotsNo === 'REG-STRANGER')?.attempts).toBe(2);
  });

  it('60 made-up numbers take no seat and register no robot', async () => {
    const seats = await seatsTaken();
    const [before] = await db().select({ n: count() }).from(robots);
    for (let i = 0; i < 60; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) => withoutKey(`REG-FAKE-${String(i + k).padStart(2, '0')}`)),
      );
    }
    const [after] = await db().select({ n: count() }).from(robots);
    expect(after?.n).toBe(before?.n);
    expect(await seatsTaken()).toBe(seats);
    // A genuine robot with the key still gets a seat.
    const c = await rawRobot(node.api);
    c.send(hello('REG-GENUINE'));
    await c.next('welcome');
    expect(await seatsTaken()).toBe(seats + 1);
    c.close();
  });

  it('with a valid machine key registers into the key department at once', async () => {
    const c = await rawRobot(node.api);
    c.send(hello('REG-KEYED', { machineKey: DEMO_MACHINE_KEY }));
    const welcome = await c.next('welcome');
    expect(welcome.robotId).toBeGreaterThan(0);
    expect((await robotRow('REG-KEYED'))?.departmentId).toBe(dept['10021']);
    const [demo] = (await keys(admin)).filter((k) => k.prefix === DEMO_MACHINE_KEY.slice(0, 10));
    expect(demo?.lastUsedAt).not.toBeNull();
    c.close();
    await waitFor(async () => (await robotRow('REG-KEYED'))?.runState === 'offline');
    // Registered, it comes back with its client password alone.
    const again = await rawRobot(node.api);
    again.send(hello('REG-KEYED', { machineKey: undefined }));
    await again.next('welcome');
    again.close();
  });

  it('with a wrong machine key is refused outright', async () => {
    const messages = await withoutKey('REG-WRONG-KEY', { machineKey: 'rpamk_guessed' });
    expect(messages[0]).toMatchObject({
      type: 'refused',
      reason: 'machineKey',
      message: '机器密钥无效或已被吊销，请向部门管理员索取有效的机器密钥',
    });
    expect(await robotRow('REG-WRONG-KEY')).toBeUndefined();
    expect((await requests(admin)).some((r) => r.robotsNo === 'REG-WRONG-KEY')).toBe(false);
  });
});

describe('machine keys', () => {
  it('are created for a managed department, shown once, revoked, and logged', async () => {
    const add = await manager.call<MachineKeyCreated>('POST', '/rpa/machineKey/add', {
      name: 'HR laptops',
      departmentId: dept['10022'],
    });
    expect(add.body.code, add.body.msg).toBe(0);
    const created = add.body.result;
    expect(created.key).toMatch(/^rpamk_/);
    expect(created).toMatchObject({ name: 'HR laptops', createdBy: 'manager', revokedAt: null });
    const listed = (await keys(manager)).find((k) => k.id === created.id);
    expect(listed).toBeDefined();
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const first = await rawRobot(node.api);
    first.send(hello('REG-HR-1', { machineKey: created.key }));
    await first.next('welcome');
    expect((await robotRow('REG-HR-1'))?.departmentId).toBe(dept['10022']);
    first.close();

    const revoke = await manager.call<MachineKeyRow>('POST', '/rpa/machineKey/revoke', { id: created.id });
    expect(revoke.body.code, revoke.body.msg).toBe(0);
    expect(revoke.body.result.revokedBy).toBe('manager');
    const twice = await manager.call('POST', '/rpa/machineKey/revoke', { id: created.id });
    expect(twice.body).toMatchObject({ code: 400, msg: '机器密钥已被吊销' });

    const refused = await withoutKey('REG-HR-2', { machineKey: created.key });
    expect(refused[0]).toMatchObject({ type: 'refused', reason: 'machineKey' });
    expect(await robotRow('REG-HR-2')).toBeUndefined();
    // Robots registered with it stay.
    await waitFor(async () => (await robotRow('REG-HR-1'))?.runState === 'offline');
    const back = await rawRobot(node.api);
    back.send(hello('REG-HR-1', { machineKey: undefined }));
    await back.next('welcome');
    back.close();

    const logged = await db().select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(10);
    const lines = logged.map((l) => `${l.userName} ${l.description}`);
    expect(lines).toContain(`manager revoke machine key #${created.id}`);
    expect(lines.some((l) => l.startsWith('manager add machine key "HR laptops"'))).toBe(true);
  });

  it('refuses a bad name and a department outside the caller scope, changing nothing', async () => {
    const count0 = (await keys(admin)).length;
    const blank = await manager.call('POST', '/rpa/machineKey/add', {
      name: ' ',
      departmentId: dept['10022'],
    });
    expect(blank.body.code).toBe(400);
    expect(blank.body.msg).toContain('密钥名称长度为 1-40 个字符');
    const outside = await rnd.call('POST', '/rpa/machineKey/add', {
      name: 'Mine',
      departmentId: dept['10022'],
    });
    expect(outside.body).toMatchObject({ code: 400, msg: '只能为您管理的部门创建机器密钥' });
    expect((await keys(admin)).length).toBe(count0);
  });

  it('are neither listed to nor revocable by a manager of another department', async () => {
    const [demo] = (await keys(admin)).filter((k) => k.prefix === DEMO_MACHINE_KEY.slice(0, 10));
    expect(demo).toBeDefined();
    expect((await keys(rnd)).some((k) => k.id === demo?.id)).toBe(false);
    const revoke = await rnd.call('POST', '/rpa/machineKey/revoke', { id: demo?.id });
    expect(revoke.body).toMatchObject({ code: 400, msg: '机器密钥不存在或不在您管理的部门中' });
    expect((await keys(admin)).find((k) => k.id === demo?.id)?.revokedAt).toBeNull();
  });
});

describe('approval', () => {
  it('a manager of its department approves a waiting robot, which then works', async () => {
    await withoutKey('REG-APPROVE');
    const [asked] = (await requests(manager)).filter((r) => r.robotsNo === 'REG-APPROVE');
    expect(asked).toBeDefined();
    // A manager of another department neither sees nor approves it.
    expect((await requests(rnd)).some((r) => r.robotsNo === 'REG-APPROVE')).toBe(false);
    const foreign = await rnd.call('POST', '/rpa/cdaAgent/approve', { ids: [asked?.id] });
    expect(foreign.body).toMatchObject({ code: 400, msg: '待审批的机器人不存在或不在您管理的部门中' });
    expect(await robotRow('REG-APPROVE')).toBeUndefined();

    const ok = await manager.call<RobotBatchResult>('POST', '/rpa/cdaAgent/approve', { ids: [asked?.id] });
    expect(ok.body).toMatchObject({ code: 0, result: { done: 1, failed: 0 } });
    expect((await requests(manager)).some((r) => r.robotsNo === 'REG-APPROVE')).toBe(false);
    expect(await robotRow('REG-APPROVE')).toMatchObject({ departmentId: dept['10022'], bound: true });

    // The reference robot, with no key, was waiting; it gets in at its next attempt.
    const r = testAgent(node.api, { robotsNo: 'REG-APPROVE', machineKey: undefined });
    r.agent.start();
    await waitFor(() => r.agent.state === 'online', 10_000, 'the approved robot online');
    const records = await manager.call<Page<RobotRecordRow>>('POST', '/rpa/opglog/list', {
      robotsNo: 'REG-APPROVE',
    });
    const actions = records.body.result.records.map((x) => `${x.action} ${x.userName}`);
    expect(actions).toEqual(expect.arrayContaining(['approve manager', 'online ']));
    await r.stop();
  });

  it('a rejected robot is refused for good and the reference robot stops trying', async () => {
    await withoutKey('REG-REJECT');
    const [asked] = (await requests(manager)).filter((r) => r.robotsNo === 'REG-REJECT');
    const res = await manager.call('POST', '/rpa/cdaAgent/reject', { ids: [asked?.id] });
    expect(res.body.code, res.body.msg).toBe(0);
    const r = testAgent(node.api, { robotsNo: 'REG-REJECT', machineKey: undefined });
    r.agent.start();
    await waitFor(() => r.agent.state === 'refused', 10_000, 'the rejected robot refused');
    expect(r.lines.some((l) => l.includes('rejected'))).toBe(true);
    expect(await robotRow('REG-REJECT')).toBeUndefined();
    expect(
      (await db().select().from(robotRequests).where(eq(robotRequests.robotsNo, 'REG-REJECT')))[0]?.state,
    ).toBe('rejected');
    await r.stop();
  });
});
