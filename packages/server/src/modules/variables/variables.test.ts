import type { OplogRow, Page, TaskLogLine, VariableAccessRow, VariableRow } from '@rpa/contracts';
import { Code } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { EN, publishToUser, uploadPackage } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  robotByNo,
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
import { examplePackage } from '../processes/example';
import { robots } from '../robots/schema';
import { variableAccessRecords, variables } from './schema';

const ZH = { headers: { lang: 'zh_CN' } };
const SECRET = 'S3cret-variable-pw 2026';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'manager' | 'dev' | 'owner' | 'user', Caller>;
const dept: Record<string, number> = {};
let processId = 0;
/** Every line the server logged, at every level. */
const serverLog: string[] = [];

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'manager', 'dev', 'owner', 'user'], {
    level: 'trace',
    stream: { write: (line: string) => serverLog.push(line) },
  }));
  Object.assign(dept, await departmentIds(node.app.database.db));
  processId = await publishToUser(as, await examplePackage({ name: 'Variable reader', parameters: [] }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

let counter = 0;
const fresh = () => `var_${++counter}`;
const add = (caller: Caller, body: Record<string, unknown>, opts = EN) =>
  caller.call<VariableRow>(
    'POST',
    '/variable/add',
    { name: fresh(), type: 'text', value: 'v', departmentId: dept['1002'], ...body },
    opts,
  );
const stored = async () => (await node.app.database.db.select({ id: variables.id }).from(variables)).length;

describe('the rules of console-administration.md §5, in both languages, storing nothing when broken', () => {
  const cases: Array<{ field: string; value: string; ok: boolean; en?: string; zh?: string }> = [
    {
      field: 'name',
      value: '',
      ok: false,
      en: 'The variable name must be 1 to 50',
      zh: '变量名称长度为 1-50',
    },
    { field: 'name', value: 'n', ok: true },
    { field: 'name', value: 'n'.repeat(50), ok: true },
    {
      field: 'name',
      value: 'n'.repeat(51),
      ok: false,
      en: 'The variable name must be 1 to 50',
      zh: '变量名称长度为 1-50',
    },
    { field: 'value', value: '', ok: false, en: 'Enter the correct value', zh: '请输入正确的变量值' },
    { field: 'value', value: 'x', ok: true },
    { field: 'value', value: 'x'.repeat(4096), ok: true },
    {
      field: 'value',
      value: 'x'.repeat(4097),
      ok: false,
      en: 'Enter the correct value',
      zh: '请输入正确的变量值',
    },
    { field: 'description', value: 'd'.repeat(100), ok: true },
    {
      field: 'description',
      value: 'd'.repeat(101),
      ok: false,
      en: 'The description must be at most 100',
      zh: '描述最多 100 个字符',
    },
  ];
  for (const c of cases) {
    const label = `${c.field} of ${c.value.length} characters`;
    if (c.ok) {
      it(`takes a ${label}`, async () => {
        // The short names of the name cases are taken once: a department holds each name once.
        const res = await add(as.manager, { [c.field]: c.value, departmentId: dept['10021'] });
        expect(res.body.code, res.body.msg).toBe(0);
        expect(res.body.result[c.field as 'name']).toBe(c.value);
      });
    } else {
      it(`refuses a ${label} in English and Chinese`, async () => {
        const before = await stored();
        const en = await add(as.manager, { [c.field]: c.value }, EN);
        expect(en.body.code).toBe(Code.BAD_REQUEST);
        expect(en.body.msg).toContain(c.en);
        const zh = await add(as.manager, { [c.field]: c.value }, ZH);
        expect(zh.body.code).toBe(Code.BAD_REQUEST);
        expect(zh.body.msg).toContain(c.zh);
        expect(await stored()).toBe(before);
      });
    }
  }

  it('applies the same rules on edit, storing nothing', async () => {
    const made = await add(as.manager, { value: 'kept' });
    const id = made.body.result.id;
    const edit = (body: Record<string, unknown>) =>
      as.manager.call('POST', '/variable/edit', { ...made.body.result, ...body, id }, EN);
    expect((await edit({ name: 'n'.repeat(51) })).body.msg).toContain('The variable name must be 1 to 50');
    expect((await edit({ value: 'x'.repeat(4097) })).body.msg).toContain('Enter the correct value');
    // An empty value keeps only a stored password: a text needs its value.
    expect((await edit({ value: '' })).body.msg).toContain('Enter the correct value');
    expect((await edit({ description: 'd'.repeat(101) })).body.msg).toContain('at most 100');
    const detail = await as.manager.call<VariableRow>('POST', '/variable/detail', { id });
    expect(detail.body.result).toMatchObject({ name: made.body.result.name, value: 'kept', description: '' });
  });
});

describe('names are unique within a department, whatever the case', () => {
  it('refuses the same name in the same department, takes it in another', async () => {
    expect((await add(as.manager, { name: 'Shared_Name' })).body.code).toBe(0);
    const again = await add(as.manager, { name: 'shared_name' });
    expect(again.body.code).toBe(Code.CONFLICT);
    expect(again.body.msg).toContain('already has a variable named "shared_name"');
    const zh = await add(as.manager, { name: 'SHARED_NAME' }, ZH);
    expect(zh.body.msg).toContain('部门中已有名为');
    expect((await add(as.manager, { name: 'shared_name', departmentId: dept['10022'] })).body.code).toBe(0);
  });

  it('refuses renaming onto a taken name', async () => {
    const a = await add(as.manager, { name: 'first_one' });
    const b = await add(as.manager, { name: 'second_one' });
    expect(a.body.code).toBe(0);
    const res = await as.manager.call(
      'POST',
      '/variable/edit',
      { ...b.body.result, value: 'v', name: 'FIRST_ONE' },
      EN,
    );
    expect(res.body.code).toBe(Code.CONFLICT);
  });
});

describe("a manager sees and changes only his departments' variables", () => {
  let id = 0;
  beforeAll(async () => {
    const res = await add(as.admin, { name: 'rnd_only', departmentId: dept['1001'] });
    expect(res.body.code, res.body.msg).toBe(0);
    id = res.body.result.id;
  });

  it('lists it to the admin, not to the manager of another department', async () => {
    const admin = await as.admin.call<Page<VariableRow>>('POST', '/variable/list', { name: 'rnd_only' });
    expect(admin.body.result.records.map((r) => r.id)).toEqual([id]);
    const manager = await as.manager.call<Page<VariableRow>>('POST', '/variable/list', { name: 'rnd_only' });
    expect(manager.body.result.records).toEqual([]);
  });

  it('refuses his detail, edit, delete and access records of it as not found, and adding into that department', async () => {
    for (const [url, body] of [
      ['/variable/detail', { id }],
      ['/variable/edit', { id, name: 'taken_over', type: 'text', value: 'x', departmentId: dept['1002'] }],
      ['/variable/delete', { ids: [id] }],
      ['/variable/accessRecords', { variableId: id }],
    ] as const) {
      const res = await as.manager.call('POST', url, body, EN);
      expect(res.body.code, url).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain('does not exist or is outside the departments you manage');
    }
    const into = await add(as.manager, { departmentId: dept['1001'] });
    expect(into.body.msg).toContain('only manage variables of departments you manage');
    const [row] = await node.app.database.db.select().from(variables).where(eq(variables.id, id));
    expect(row?.name).toBe('rnd_only');
  });

  it('refuses robots of another department', async () => {
    const [r] = await node.app.database.db
      .insert(robots)
      .values({
        robotsNo: 'VAR-OPS-1',
        category: 'background',
        bindingWay: 'manager',
        departmentId: dept['1002'] as number,
      })
      .returning();
    const res = await add(as.admin, { departmentId: dept['1001'], robotIds: [r?.id] });
    expect(res.body.msg).toContain("must belong to the variable's department");
    const ok = await add(as.admin, { departmentId: dept['1002'], robotIds: [r?.id] });
    expect(ok.body.result.robots).toEqual([{ id: r?.id, robotsNo: 'VAR-OPS-1', alias: expect.any(String) }]);
  });
});

describe('robots read and write variables while they run a task', () => {
  let raw: RawRobot;
  let robotId = 0;
  let taskId = 0;
  const ids: Record<string, number> = {};

  const request = (m: Record<string, unknown>) => ask(raw, taskId, m, 'variable.reply');
  const records = async (variableId: number) =>
    (await as.admin.call<Page<VariableAccessRow>>('POST', '/variable/accessRecords', { variableId })).body
      .result.records;

  beforeAll(async () => {
    ({ raw, robotId, taskId } = await rawRobotRunning(node, as, 'VAR-ROBOT-1', processId));
    const otherId = await robotRow(node.app.database.db, 'VAR-RND-2', dept['1001'] as number);
    const rnd = dept['1001'];
    for (const [name, body] of Object.entries({
      Login_Password: { type: 'password', value: SECRET, clientModifiable: true },
      plain_text: { value: 'hello', expression: true },
      mine_only: { value: 'mine', robotIds: [robotId] },
      others_only: { value: 'theirs', robotIds: [otherId] },
      counter: { value: '1', clientModifiable: true },
    })) {
      const res = await add(as.admin, { name, departmentId: rnd, ...body });
      expect(res.body.code, res.body.msg).toBe(0);
      ids[name] = res.body.result.id;
    }
  });
  afterAll(() => raw.close());

  it('reads allowed variables, a password in clear over the socket, and writes an access record for each', async () => {
    const reply = await request({
      type: 'variable.get',
      names: ['login_password', 'plain_text', 'mine_only'],
    });
    expect(reply.errors).toEqual([]);
    expect(reply.values).toEqual([
      { name: 'Login_Password', type: 'password', value: SECRET, expression: false },
      { name: 'plain_text', type: 'text', value: 'hello', expression: true },
      { name: 'mine_only', type: 'text', value: 'mine', expression: false },
    ]);
    const [record] = await records(ids.Login_Password as number);
    expect(record).toMatchObject({
      action: 'read',
      robotId,
      robotsNo: 'VAR-ROBOT-1',
      processName: 'Variable reader',
      taskId,
      variableName: 'Login_Password',
    });
    expect(await records(ids.mine_only as number)).toHaveLength(1);
  });

  it('refuses a robot outside the allowed list, and names unknown in its department, with the reason', async () => {
    const reply = await request({
      type: 'variable.get',
      names: ['others_only', 'rnd_only_not_here', 'mine_only'],
    });
    expect(reply.values.map((v) => v.name)).toEqual(['mine_only']);
    expect(reply.errors).toEqual([
      { name: 'others_only', message: '该机器人无权访问变量“others_only”' },
      { name: 'rnd_only_not_here', message: '机器人所在部门没有名为“rnd_only_not_here”的变量' },
    ]);
    expect(await records(ids.others_only as number)).toEqual([]);
  });

  it('refuses a NUL in a name or a value without a query failing', async () => {
    const names = await request({ type: 'variable.get', names: ['bad\u0000name', 'plain_text'] });
    expect(names.values.map((v) => v.name)).toEqual(['plain_text']);
    expect(names.errors.map((e) => e.name)).toEqual(['bad\u0000name']);
    const value = await request({ type: 'variable.set', name: 'counter', value: 'a\u0000b' });
    expect(value.values).toEqual([]);
    expect(value.errors).toHaveLength(1);
  });

  it('refuses a task the robot is not running', async () => {
    const reply = await ask(
      raw,
      taskId + 1000,
      { type: 'variable.get', names: ['plain_text'] },
      'variable.reply',
    );
    expect(reply.values).toEqual([]);
    expect(reply.errors[0]?.message).toContain(`任务 ${taskId + 1000}`);
  });

  it('writes back only a client-modifiable variable; a password stays sealed and unanswered', async () => {
    const refused = await request({ type: 'variable.set', name: 'plain_text', value: 'changed' });
    expect(refused.errors).toEqual([{ name: 'plain_text', message: '变量“plain_text”不允许客户端修改' }]);
    const detail = async (id: number) =>
      (await as.admin.call<VariableRow>('POST', '/variable/detail', { id })).body.result;
    expect((await detail(ids.plain_text as number)).value).toBe('hello');

    const written = await request({ type: 'variable.set', name: 'counter', value: '2' });
    expect(written.errors).toEqual([]);
    expect((await detail(ids.counter as number)).value).toBe('2');
    expect((await records(ids.counter as number))[0]).toMatchObject({ action: 'write', taskId });

    const NEW = 'N3w-robot-written-pw';
    expect((await request({ type: 'variable.set', name: 'LOGIN_PASSWORD', value: NEW })).errors).toEqual([]);
    const [row] = await node.app.database.db
      .select()
      .from(variables)
      .where(eq(variables.id, ids.Login_Password as number));
    expect(row?.value).not.toContain(NEW);
    expect((await request({ type: 'variable.get', names: ['Login_Password'] })).values[0]?.value).toBe(NEW);
    // Back as it was, for the checks below.
    await request({ type: 'variable.set', name: 'Login_Password', value: SECRET });
  });

  it('keeps the stored password when an edit leaves the value empty; it shows in no answer, export, log line or operation log', async () => {
    const id = ids.Login_Password as number;
    const before = await as.admin.call<VariableRow>('POST', '/variable/detail', { id });
    expect(before.body.result).toMatchObject({ type: 'password', value: '', hasValue: true });
    const edit = await as.admin.call<VariableRow>(
      'POST',
      '/variable/edit',
      { ...before.body.result, value: '', description: 'kept' },
      EN,
    );
    expect(edit.body.code, edit.body.msg).toBe(0);
    expect(edit.body.result).toMatchObject({ value: '', hasValue: true, description: 'kept' });
    expect((await request({ type: 'variable.get', names: ['Login_Password'] })).values[0]?.value).toBe(
      SECRET,
    );

    const [row] = await node.app.database.db.select().from(variables).where(eq(variables.id, id));
    expect(row?.value).not.toContain(SECRET);

    const file = await as.admin.download('POST', '/variable/accessRecords/export', { variableId: id });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((r) => {
      r.eachCell((c) => {
        cells.push(c.text);
      });
    });
    expect(cells).toContain('Login_Password');
    expect(cells).toContain('VAR-ROBOT-1');
    expect(cells.join(' ')).not.toContain(SECRET);

    const answers = [
      before.body,
      edit.body,
      (await as.admin.call('POST', '/variable/list', { size: 100 })).body,
      (await as.admin.call('POST', '/variable/accessRecords', { variableId: id })).body,
      (await as.admin.call<Page<OplogRow>>('POST', '/sys/oplog/list', { size: 100 })).body,
    ];
    expect(JSON.stringify(answers)).not.toContain(SECRET);
    expect(JSON.stringify(answers[4])).toContain('Login_Password');
    expect(serverLog.join('')).toContain('robot online');
    expect(serverLog.join('')).not.toContain(SECRET);
  });

  it('deleting a variable deletes its access records', async () => {
    const id = ids.counter as number;
    expect((await as.admin.call('POST', '/variable/delete', { ids: [id] })).body.code).toBe(0);
    const left = await node.app.database.db
      .select()
      .from(variableAccessRecords)
      .where(eq(variableAccessRecords.variableId, id));
    expect(left).toEqual([]);
  });
});

/** A process that prints its variables, the password too, as a careless one would. */
const PRINTS = `
const e = process.env;
console.log('text: ' + e.RPA_VAR_PLAIN_TEXT + ' expressions: ' + e.RPA_VAR_EXPRESSIONS);
console.log('password: ' + e.RPA_VAR_LOGIN_PASSWORD);
`;

/** A process that reads and writes variables during the run, as `rpa-robot var` does. */
const LOCAL = `
const e = process.env;
const ask = async (kind, body) => {
  const res = await fetch(e.RPA_ROBOT_URL + '/var/' + kind, {
    method: 'POST',
    headers: { authorization: 'Bearer ' + e.RPA_RUN_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
};
const read = await ask('get', { name: 'plain_text' });
console.log('read: ' + read.values[0].value);
const written = await ask('set', { name: 'Login_Password', value: 'Run-written-pw-7' });
console.log('written: ' + written.values[0].value + ' errors: ' + written.errors.length);
const refused = await ask('set', { name: 'plain_text', value: 'x' });
console.log('refused: ' + refused.errors[0].message);
`;

describe('the reference robot gives a run the variables its manifest names', () => {
  it('refuses a manifest naming a variable outside the name rule, storing nothing', async () => {
    const res = await uploadPackage(
      as.dev,
      await examplePackage({ name: 'Bad variables', variables: ['n'.repeat(51)] }),
    );
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(res.body.msg).toContain('variables.0: The variable name must be 1 to 50 characters');
  });

  it('sets RPA_VAR_<NAME>, masks the password in the task log, and records the reads; a refused one fails the run with why', async () => {
    const db = node.app.database.db;
    // The raw robot of the tests above holds its task until it is gone: then only the agent can take runs.
    await waitFor(
      async () => (await robotByNo(db, 'VAR-ROBOT-1'))?.runState === 'offline',
      10_000,
      'raw robot offline',
    );
    const reading = await publishToUser(
      as,
      await examplePackage(
        {
          name: 'Variable printer',
          entry: 'vars.mjs',
          parameters: [],
          variables: ['Login_Password', 'plain_text'],
        },
        { 'vars.mjs': PRINTS },
      ),
    );
    const refused = await publishToUser(
      as,
      await examplePackage(
        { name: 'Variable thief', entry: 'vars.mjs', parameters: [], variables: ['others_only'] },
        { 'vars.mjs': PRINTS },
      ),
    );
    const writing = await publishToUser(
      as,
      await examplePackage(
        { name: 'Variable writer', entry: 'local.mjs', parameters: [] },
        { 'local.mjs': LOCAL },
      ),
    );
    const r = await agentInRnd(node, as.admin, 'VAR-AGENT-1');
    try {
      const detail = (id: number) => taskDetail(as.user, id);
      const run = (id: number) => runToEnd(node, as.user, id, 20_000);

      const id = await run(reading);
      expect((await detail(id)).state).toBe('success');
      await waitFor(async () => (await detail(id)).logCount >= 2, 10_000, 'its log lines');
      const logs = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId: id, size: 100 });
      expect(logs.body.result.records.map((l) => l.text)).toEqual([
        'text: hello expressions: ["plain_text"]',
        'password: ******',
      ]);
      expect(JSON.stringify(logs.body)).not.toContain(SECRET);
      const records = await as.admin.call<Page<VariableAccessRow>>('POST', '/variable/accessRecords', {
        variableId: (await db.select().from(variables).where(eq(variables.name, 'Login_Password')))[0]?.id,
      });
      expect(records.body.result.records[0]).toMatchObject({
        action: 'read',
        robotsNo: 'VAR-AGENT-1',
        processName: 'Variable printer',
        taskId: id,
      });

      const failed = await run(refused);
      const ended = await detail(failed);
      expect(ended.state).toBe('failed');
      expect(ended.error).toContain('该机器人无权访问变量“others_only”');

      // During the run, through the robot's local endpoint: a written password is masked too.
      const local = await run(writing);
      expect((await detail(local)).state).toBe('success');
      await waitFor(async () => (await detail(local)).logCount >= 3, 10_000, 'its log lines');
      const lines = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId: local, size: 100 });
      expect(lines.body.result.records.map((l) => l.text)).toEqual([
        'read: hello',
        'written: ****** errors: 0',
        'refused: 变量“plain_text”不允许客户端修改',
      ]);
      const written = await as.admin.call<Page<VariableAccessRow>>('POST', '/variable/accessRecords', {
        variableId: (await db.select().from(variables).where(eq(variables.name, 'Login_Password')))[0]?.id,
      });
      expect(written.body.result.records[0]).toMatchObject({ action: 'write', taskId: local });
    } finally {
      await r.stop();
    }
  });
});
