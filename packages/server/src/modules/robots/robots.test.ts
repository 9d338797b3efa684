import {
  Code,
  type Page,
  type RobotBatchResult,
  type RobotDetail,
  type RobotRecordRow,
  type RobotRow,
  type SceneProcessOption,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/crypto/password';
import { createTestApp } from '../../testing/app';
import { type Caller, encryptPassword } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { testLicence } from '../../testing/licences';
import { signInDemo } from '../../testing/suite';
import { licenceSeats } from '../licences/schema';
import { saveLicence } from '../licences/store';
import { operationLogs } from '../oplog/schema';
import { processes } from '../processes/schema';
import { robots } from './schema';

let app: FastifyInstance;
let admin: Caller;
let manager: Caller;
const dept: Record<string, number> = {};
const robot: Record<string, number> = {};
const EN = { headers: { lang: 'en_US' } };

async function addRobot(robotsNo: string, code: string, fields: Partial<typeof robots.$inferInsert> = {}) {
  const [row] = await app.database.db
    .insert(robots)
    .values({
      robotsNo,
      category: 'background',
      bindingWay: 'manager',
      departmentId: dept[code] as number,
      hostName: `${robotsNo.toLowerCase()}-pc`,
      osUser: 'rpa',
      agentVersion: '1.0.0',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('robot insert failed');
  robot[robotsNo] = row.id;
  return row;
}

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  const db = app.database.db;
  Object.assign(dept, await departmentIds(db));
  // The demo manager manages Operations (1002) and its Finance (10021) and HR (10022).
  ({ admin, manager } = await signInDemo(app, ['admin', 'manager']));
  await addRobot('HQ-1', '10', { runState: 'idle', agentVersion: '1.2.0', alias: 'head office' });
  await addRobot('OPS-1', '1002', { runState: 'running' });
  await addRobot('FIN-1', '10021', { category: 'foreground', bindingWay: 'user' });
  await addRobot('HR-1', '10022', { category: 'scene' });
  await addRobot('RND-1', '1001');
  await db
    .insert(licenceSeats)
    .values({ licSn: 'DEMO-BACKGROUND-0001', category: 'background', robotId: robot['OPS-1'] });
});
afterAll(() => app.close());

const list = async (caller: Caller, filter: Record<string, unknown> = {}) => {
  const res = await caller.call<Page<RobotRow>>('POST', '/rpa/cdaAgent/list', { size: 50, ...filter });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result;
};
const numbers = (p: Page<RobotRow>) => p.records.map((r) => r.robotsNo).sort();
const idsOf = (robotsNos: string[]) => robotsNos.map((n) => robot[n]);
/** Moves robots, by number, to the department with `orgCode`, answered in English. */
const moveRobots = (caller: Caller, robotsNos: string[], orgCode: string) =>
  caller.call<RobotBatchResult>(
    'POST',
    '/rpa/cdaAgent/transformOrgDef',
    { ids: idsOf(robotsNos), orgCode },
    EN,
  );
/** Authorises robots, by number, on the licence `newLicSn` as the admin, answered in `lang`. */
const licenceRobots = (robotsNos: string[], newLicSn: string, lang = 'en_US') =>
  admin.call<RobotBatchResult>(
    'POST',
    '/rpa/cdaAgent/transformLic',
    { ids: idsOf(robotsNos), newLicSn },
    { headers: { lang } },
  );

describe('the robot list', () => {
  it('shows only robots of the departments the caller manages', async () => {
    expect(numbers(await list(manager))).toEqual(['FIN-1', 'HR-1', 'OPS-1']);
    expect(numbers(await list(admin))).toEqual(['FIN-1', 'HQ-1', 'HR-1', 'OPS-1', 'RND-1']);
    // A filter naming another department finds nothing there.
    expect((await list(manager, { departmentId: dept['1001'] })).total).toBe(0);
  });

  it('filters by keyword, state, category, binding way, licence state, department and version', async () => {
    expect(numbers(await list(admin, { keyword: 'head' }))).toEqual(['HQ-1']);
    expect(numbers(await list(admin, { keyword: 'fin-1-pc' }))).toEqual(['FIN-1']);
    expect(numbers(await list(admin, { robotsNo: 'ops' }))).toEqual(['OPS-1']);
    expect(numbers(await list(admin, { name: 'hr-1-pc' }))).toEqual(['HR-1']);
    expect(numbers(await list(admin, { alias: 'OFFICE' }))).toEqual(['HQ-1']);
    expect(numbers(await list(admin, { runState: 'running' }))).toEqual(['OPS-1']);
    expect(numbers(await list(admin, { category: 'scene' }))).toEqual(['HR-1']);
    expect(numbers(await list(admin, { bindingWay: 'user' }))).toEqual(['FIN-1']);
    expect(numbers(await list(admin, { licenceState: 'valid' }))).toEqual(['OPS-1']);
    expect((await list(admin, { licenceState: 'none' })).total).toBe(4);
    expect(numbers(await list(admin, { departmentId: dept['10021'] }))).toEqual(['FIN-1']);
    expect(numbers(await list(admin, { agentVersion: '1.2.0' }))).toEqual(['HQ-1']);
    const page = await list(admin, { page: 2, size: 2 });
    expect(page).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(page.records).toHaveLength(2);
  });

  it('gives the fields of a row', async () => {
    const [ops] = (await list(admin, { robotsNo: 'OPS-1' })).records;
    expect(ops).toMatchObject({
      robotsNo: 'OPS-1',
      name: 'rpa@ops-1-pc',
      departmentName: '运营中心 Operations',
      orgCode: '1002',
      runState: 'running',
      licenceState: 'valid',
      licSn: 'DEMO-BACKGROUND-0001',
      desktopState: 'notBound',
      bound: true,
    });
  });

  it('exports the rows it lists as a workbook', async () => {
    const res = await manager.download('POST', '/rpa/cdaAgent/export', {});
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).text).toBe('机器人编号');
    const rows: string[][] = [];
    sheet?.eachRow((r, n) => {
      if (n > 1) rows.push([r.getCell(1).text, r.getCell(4).text, r.getCell(8).text, r.getCell(9).text]);
    });
    expect(rows.sort()).toEqual([
      ['FIN-1', '前台机器人', '离线', '未授权'],
      ['HR-1', '场景机器人', '离线', '未授权'],
      ['OPS-1', '后台机器人', '运行中', '有效'],
    ]);
    const [log] = await app.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.module, 'robots'))
      .limit(1);
    expect(log).toMatchObject({ action: 'export', result: 'success' });
  });

  it('answers detail, agentInfo and agentVersions inside the caller departments only', async () => {
    const detail = await manager.call<RobotDetail>('POST', '/rpa/cdaAgent/detail', { id: robot['OPS-1'] });
    expect(detail.body.result).toMatchObject({ robotsNo: 'OPS-1', runningTasks: [], processes: [] });
    const info = await admin.call<RobotDetail>('GET', '/rpa/cdaAgent/agentInfo?robotsNo=hq-1');
    expect(info.body.result.id).toBe(robot['HQ-1']);
    const hidden = await manager.call('POST', '/rpa/cdaAgent/detail', { id: robot['HQ-1'] }, EN);
    expect(hidden.body).toMatchObject({ code: Code.BAD_REQUEST, msg: 'No such robot' });
    const versions = await admin.call<string[]>('GET', '/rpa/cdaAgent/agentVersions');
    expect(versions.body.result).toEqual(['1.2.0', '1.0.0']);
    const studio = await manager.call<Array<{ robotsNo: string }>>('GET', '/rpa/cdaAgent/agentStudioList');
    expect(studio.body.result.map((r) => r.robotsNo)).toEqual(['FIN-1', 'HR-1', 'OPS-1']);
  });
});

describe('modify: alias and resolution rules at their boundaries', () => {
  const modify = (body: Record<string, unknown>) =>
    admin.call('POST', '/rpa/cdaAgent/modify', { id: robot['RND-1'], ...body }, EN);
  const stored = async () =>
    (
      await app.database.db
        .select()
        .from(robots)
        .where(eq(robots.id, robot['RND-1'] as number))
    )[0];

  it('takes an alias of 40 characters and refuses 41', async () => {
    expect((await modify({ alias: 'a'.repeat(40) })).body.code).toBe(0);
    expect((await stored())?.alias).toBe('a'.repeat(40));
    const refused = await modify({ alias: 'b'.repeat(41) });
    expect(refused.body.code).toBe(Code.BAD_REQUEST);
    expect(refused.body.msg).toContain('The robot alias can be at most 40 characters');
    expect((await stored())?.alias).toBe('a'.repeat(40));
    const zh = await admin.call('POST', '/rpa/cdaAgent/modify', {
      id: robot['RND-1'],
      alias: 'c'.repeat(41),
    });
    expect(zh.body.msg).toContain('机器人别名最多 40 个字符');
    expect((await modify({ alias: '' })).body.code).toBe(0);
    expect((await stored())?.alias).toBe('');
  });

  const accepted = ['800*600', '3840*2400', '1920*1080', '800*2400', '3840*600'];
  const refused = ['799*600', '3841*600', '800*599', '800*2401', '1920x1080', '1920*', '01920*1080', ' *600'];
  for (const value of accepted) {
    it(`accepts the resolution ${value}`, async () => {
      expect((await modify({ resolution: value })).body.code).toBe(0);
      expect((await stored())?.resolution).toBe(value);
    });
  }
  for (const value of refused) {
    it(`refuses the resolution "${value}"`, async () => {
      const before = (await stored())?.resolution;
      const res = await modify({ resolution: value });
      expect(res.body.code).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain('width 800-3840 and height 600-2400');
      expect((await stored())?.resolution).toBe(before);
    });
  }

  it('clears the resolution with an empty value, and refuses robots outside the caller departments', async () => {
    expect((await modify({ resolution: '' })).body.code).toBe(0);
    expect((await stored())?.resolution).toBe('');
    const out = await manager.call('POST', '/rpa/cdaAgent/modify', { id: robot['RND-1'], alias: 'x' }, EN);
    expect(out.body).toMatchObject({ code: Code.BAD_REQUEST, msg: 'No such robot' });
  });
});

describe('client password, department and licence transfer', () => {
  it('sets the client password of manager-bound robots only, within 6-64 characters', async () => {
    const setPassword = (robotsNo: string, plain: string) =>
      admin.call(
        'POST',
        '/rpa/cdaAgent/updatePw',
        { ids: idsOf([robotsNo]), clientPwd: encryptPassword(app, plain) },
        EN,
      );
    const short = await setPassword('HQ-1', '12345');
    expect(short.body.msg).toContain('6 to 64');
    const user = await setPassword('FIN-1', 'Robot@2027');
    expect(user.body.msg).toContain('FIN-1');
    const ok = await setPassword('HQ-1', '123456');
    expect(ok.body.code, ok.body.msg).toBe(0);
    const [row] = await app.database.db
      .select()
      .from(robots)
      .where(eq(robots.id, robot['HQ-1'] as number));
    expect(await verifyPassword(row?.clientPwdHash ?? '', '123456')).toBe(true);
  });

  it('moves robots to a department by code, only one the caller manages', async () => {
    const unknown = await moveRobots(manager, ['OPS-1'], '999');
    expect(unknown.body.msg).toBe('No department has the code 999');
    const outside = await moveRobots(manager, ['OPS-1'], '1001');
    expect(outside.body.msg).toBe('Choose one of the departments you manage');
    const moved = await moveRobots(manager, ['OPS-1'], '10022');
    expect(moved.body.result).toEqual({ done: 1, failed: 0 });
    expect(numbers(await list(manager, { departmentId: dept['10022'] }))).toEqual(['HR-1', 'OPS-1']);
    const records = await manager.call<Page<RobotRecordRow>>('POST', '/rpa/opglog/list', {
      robotId: robot['OPS-1'],
    });
    expect(records.body.result.records[0]).toMatchObject({
      action: 'transfer',
      userName: 'manager',
      result: 'success',
    });
  });

  it('authorises robots on a licence of their category while it has seats, and lists the licences', async () => {
    const { payload, text } = await testLicence(app, { number: 1 });
    await saveLicence(app.database.db, payload, text);
    const options = await admin.call<Array<{ licSn: string; category: string }>>(
      'POST',
      '/rpa/cdaAgent/liclist',
      {},
    );
    const categories = new Set(options.body.result.map((o) => o.category));
    expect(categories.has('designer')).toBe(false);
    expect(options.body.result.some((o) => o.licSn === payload.licSn)).toBe(true);

    const mismatch = await licenceRobots(['FIN-1'], payload.licSn);
    expect(mismatch.body.msg).toContain('foreground robot');
    const missing = await licenceRobots(['HQ-1'], 'NOPE');
    expect(missing.body.msg).toBe('No such licence');
    const two = await licenceRobots(['HQ-1', 'RND-1'], payload.licSn, 'zh_CN');
    expect(two.body).toMatchObject({ code: 0, result: { done: 1, failed: 1 } });
    expect(two.body.msg).toContain('没有可用的许可');
    const none = await licenceRobots(['RND-1'], payload.licSn);
    expect(none.body.code).toBe(4105);
    const licensed = (await list(admin, { licenceState: 'valid' })).records.find(
      (r) => r.licSn === payload.licSn,
    );
    expect(licensed).toBeTruthy();
  });
});

describe('scene robots', () => {
  let released = 0;
  let draft = 0;
  beforeAll(async () => {
    const db = app.database.db;
    const [a] = await db
      .insert(processes)
      .values({
        name: 'Scene one',
        departmentId: dept['1002'] as number,
        status: 2,
        releasedVersionId: 999_999,
      })
      .returning();
    const [b] = await db
      .insert(processes)
      .values({ name: 'Scene draft', departmentId: dept['1002'] as number })
      .returning();
    released = a?.id ?? 0;
    draft = b?.id ?? 0;
  });

  it('binds published processes of the caller departments to a scene robot, and unbinds them', async () => {
    const options = await manager.call<Page<SceneProcessOption>>('POST', '/rpa/processes/sceneProcList', {
      id: robot['HR-1'],
    });
    expect(options.body.result.records.map((p) => [p.name, p.bound])).toEqual([['Scene one', false]]);
    const bind = await manager.call('POST', '/rpa/cdaAgent/bindProc', {
      id: robot['HR-1'],
      processIds: [released],
    });
    expect(bind.body.code, bind.body.msg).toBe(0);
    const detail = await manager.call<{ processes: Array<{ name: string }> }>(
      'GET',
      `/rpa/cdaAgent/scenedetail?id=${robot['HR-1']}`,
    );
    expect(detail.body.result.processes.map((p) => p.name)).toEqual(['Scene one']);
    const again = await manager.call<Page<SceneProcessOption>>('POST', '/rpa/processes/sceneProcList', {
      id: robot['HR-1'],
    });
    expect(again.body.result.records[0]?.bound).toBe(true);
    const unbind = await manager.call('POST', '/rpa/cdaAgent/unbindProc', {
      id: robot['HR-1'],
      processIds: [released],
    });
    expect(unbind.body.code).toBe(0);
  });

  it('refuses unpublished processes and robots that are not scene robots', async () => {
    const draftBind = await manager.call(
      'POST',
      '/rpa/cdaAgent/bindProc',
      { id: robot['HR-1'], processIds: [draft] },
      EN,
    );
    expect(draftBind.body.msg).toContain(`Process ${draft}`);
    const notScene = await manager.call(
      'POST',
      '/rpa/cdaAgent/bindProc',
      { id: robot['OPS-1'], processIds: [released] },
      EN,
    );
    expect(notScene.body.msg).toBe('Only scene robots have processes bound to them');
  });
});

describe('unbind and delete', () => {
  it('unbinds: the seat is freed, the robot stays listed as unbound', async () => {
    const [before] = (await list(admin, { robotsNo: 'OPS-1' })).records;
    expect(before?.licenceState).toBe('valid');
    const res = await manager.call<RobotBatchResult>('POST', '/rpa/cdaAgent/unbind', {
      ids: [robot['OPS-1']],
    });
    expect(res.body.result).toEqual({ done: 1, failed: 0 });
    const [after] = (await list(admin, { robotsNo: 'OPS-1' })).records;
    expect(after).toMatchObject({ bound: false, runState: 'offline', licenceState: 'none' });
    expect((await list(admin, { bound: false })).records.map((r) => r.robotsNo)).toEqual(['OPS-1']);
  });

  it('runs the task hook before robots go, and deletes only robots of the caller departments', async () => {
    const seen: Array<[number[], string]> = [];
    app.gateway.onRobotsRemoved(async (ids, why) => void seen.push([ids, why]));
    const outside = await manager.call('POST', '/rpa/cdaAgent', { ids: [robot['RND-1']] }, EN);
    expect(outside.body.msg).toBe('No such robot');
    const res = await manager.call('POST', '/rpa/cdaAgent', { ids: [robot['HR-1']] });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(seen).toEqual([[[robot['HR-1']], 'delete']]);
    expect(numbers(await list(manager))).toEqual(['FIN-1', 'OPS-1']);
    const logs = await app.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.action, 'delete'))
      .orderBy(operationLogs.id);
    expect(logs.map((l) => [l.module, l.userName, l.result])).toEqual([
      ['robots', 'manager', 'fail'],
      ['robots', 'manager', 'success'],
    ]);
  });
});
