import {
  Code,
  type LogFieldRow,
  type Page,
  type ServiceParameterRow,
  type TaskLogLine,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { EN, publishToUser } from '../../testing/processes';
import { licensedNode, MANUAL_SWEEPS, type Node, type nodeFactory } from '../../testing/robots';
import { agentInRnd, runToEnd, taskDetail } from '../../testing/runs';
import { examplePackage } from '../processes/example';
import { users } from '../users/schema';
import { logFields, serviceParameters, taskFieldValues } from './schema';

const ZH = { headers: { lang: 'zh_CN' } };
let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'manager' | 'dev' | 'owner' | 'user', Caller>;
let agent: Awaited<ReturnType<typeof agentInRnd>>;
const db = () => node.app.database.db;

const field = (body: Record<string, unknown> = {}) => ({
  name: 'Invoice number',
  key: `k_${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`,
  type: 'string',
  description: '',
  ...body,
});
const addField = (body: Record<string, unknown>, opts = EN) =>
  as.admin.call<{ id: number }>('POST', '/field/log/add', field(body), opts);
const fieldCount = async () => (await db().select().from(logFields)).length;

/** Reports a value for every field the test made, valid or not, the way processes do. */
const REPORTS = `
const e = process.env;
const lines = JSON.parse(e.RPA_PARAM_LINES || '[]');
for (const l of lines) console.log('::rpa-field ' + l);
// A password the process learnt itself (not from its parameters, which the console shows).
if (e.RPA_PARAM_SECRET === 'yes') console.log('::rpa-field f_password=Hunter2-' + 'secret');
// The local endpoint, as \`rpa-robot field set\` calls it.
const res = await fetch(e.RPA_ROBOT_URL + '/field/set', {
  method: 'POST',
  headers: { authorization: 'Bearer ' + e.RPA_RUN_TOKEN, 'content-type': 'application/json' },
  body: JSON.stringify({ key: 'f_string', value: 'INV-2026-0042' }),
});
console.log('field set: ' + res.status);
`;

/** Prints the service parameters it was given, the password too, as a careless process would. */
const SERVICE = `
const e = process.env;
console.log('service: ' + (e.RPA_SERVICE_USER ?? 'none') + ' / ' + (e.RPA_SERVICE_OBJECT ?? 'none'));
console.log('password: ' + (e.RPA_SERVICE_PASSWORD ?? 'none') + ' extended: ' + (e.RPA_SERVICE_EXTENDED ?? 'none'));
`;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'manager', 'dev', 'owner', 'user']));
  agent = await agentInRnd(node, as.admin, 'FIELD-AGENT-1');
}, 60_000);
afterAll(async () => {
  await agent?.stop();
  await node.app.close();
  await factory.close();
});

describe('process log field rules', () => {
  for (const [what, body, says] of [
    ['a name of 1 character', { name: 'A' }, 'The field name must be 2 to 64 characters'],
    ['a name of 65 characters', { name: 'n'.repeat(65) }, 'The field name must be 2 to 64 characters'],
    ['no key', { key: '' }, 'Enter the field key'],
    ['a key starting with a digit', { key: '1abc' }, 'The field key is lowercase letters'],
    ['a key with capitals', { key: 'Invoice' }, 'The field key is lowercase letters'],
    ['a key with a hyphen', { key: 'in-voice' }, 'The field key is lowercase letters'],
    ['a key of 31 characters', { key: 'k'.repeat(31) }, 'The field key is lowercase letters'],
    ['a description of 129 characters', { description: 'd'.repeat(129) }, 'at most 128 characters'],
    ['a decimal without places', { type: 'decimal' }, 'A decimal field has 0 to 10 decimal places'],
    [
      'a decimal of 11 places',
      { type: 'decimal', decimals: 11 },
      'A decimal field has 0 to 10 decimal places',
    ],
    ['an unknown type', { type: 'money' }, 'type'],
    ['a process that does not exist', { processId: 999999 }, 'The chosen process does not exist'],
  ] as const) {
    it(`refuses ${what}, storing nothing`, async () => {
      const before = await fieldCount();
      const res = await addField(body);
      expect(res.body.code, res.body.msg).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(says);
      expect(await fieldCount()).toBe(before);
    });
  }

  it('takes the boundaries: a name of 2 and 64 characters, a key of 30, 128 description characters, 0 and 10 places', async () => {
    for (const body of [
      { name: 'Ab', key: 'a' },
      { name: 'n'.repeat(64), key: `a${'_'.repeat(29)}`, description: 'd'.repeat(128) },
      { type: 'decimal', decimals: 0 },
      { type: 'decimal', decimals: 10 },
    ]) {
      const res = await addField(body);
      expect(res.body.code, res.body.msg).toBe(0);
    }
  });

  it('refuses a key already taken, in both languages', async () => {
    expect((await addField({ key: 'taken_key' })).body.code).toBe(0);
    expect((await addField({ key: 'taken_key' })).body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'A field with the key "taken_key" already exists',
    });
    expect((await addField({ key: 'taken_key' }, ZH)).body.msg).toBe('已有标识为“taken_key”的字段');
    const zh = await addField({ name: 'A' }, ZH);
    expect(zh.body.msg).toContain('字段名称长度为 2-64 个字符');
  });

  it('keeps the system-preset fields: never deleted, key and type fixed, the rest editable', async () => {
    const list = await as.admin.call<Page<LogFieldRow>>('POST', '/field/log/list', { key: 'business_' }, EN);
    const presets = list.body.result.records.filter((r) => r.preset);
    expect(presets.map((p) => [p.key, p.type, p.decimals])).toEqual(
      expect.arrayContaining([
        ['business_no', 'string', null],
        ['business_amount', 'decimal', 2],
      ]),
    );
    const no = presets.find((p) => p.key === 'business_no') as LogFieldRow;
    const del = await as.admin.call('POST', '/field/log/delete', { ids: [no.id] }, EN);
    expect(del.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: expect.stringContaining('cannot be deleted'),
    });
    const edit = (body: Record<string, unknown>) =>
      as.admin.call('POST', '/field/log/modify', { ...no, description: '', ...body }, EN);
    expect((await edit({ key: 'other_no' })).body.msg).toBe(
      'The key and type of a system-preset field cannot be changed',
    );
    expect((await edit({ name: 'Order number' })).body.code).toBe(0);
    expect((await db().select().from(logFields).where(eq(logFields.id, no.id)))[0]?.name).toBe(
      'Order number',
    );
  });
});

describe('business values reported by runs', () => {
  const types = {
    f_string: { type: 'string' },
    f_number: { type: 'number' },
    f_date: { type: 'date' },
    f_password: { type: 'password' },
    f_integer: { type: 'integer' },
    f_long: { type: 'long' },
    f_decimal: { type: 'decimal', decimals: 2 },
    f_datetime: { type: 'datetime' },
  } as const;
  let reporter = 0;
  let otherProcess = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    reporter = await publishToUser(
      as,
      await examplePackage(
        {
          name: 'Field reporter',
          entry: 'fields.mjs',
          parameters: [
            { name: 'lines', type: 'string', defaultValue: '[]', required: false },
            { name: 'secret', type: 'string', defaultValue: 'no', required: false },
          ],
        },
        { 'fields.mjs': REPORTS },
      ),
    );
    otherProcess = await publishToUser(as, await examplePackage({ name: 'Field bystander', parameters: [] }));
    for (const [key, body] of Object.entries(types)) {
      const res = await addField({ key, name: `Field ${key}`, ...body });
      expect(res.body.code, res.body.msg).toBe(0);
      ids[key] = res.body.result.id;
    }
    expect((await addField({ key: 'f_elsewhere', processId: otherProcess })).body.code).toBe(0);
    expect((await addField({ key: 'f_off', enabled: false })).body.code).toBe(0);
  });

  /** Runs the reporter with the given `KEY=VALUE` lines; answers the task and its log. */
  async function report(lines: string[], secret = 'no') {
    const run = await as.user.call<{ id: number }>(
      'POST',
      '/task/run',
      { processId: reporter, parameters: { lines: JSON.stringify(lines), secret } },
      EN,
    );
    expect(run.body.code, run.body.msg).toBe(0);
    await node.app.dispatcher.pass();
    const taskId = run.body.result.id;
    await waitEnd(taskId);
    const logs = await as.user.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId, size: 100 }, EN);
    return { taskId, log: logs.body.result.records.map((l) => l.text) };
  }
  async function waitEnd(taskId: number) {
    const until = Date.now() + 20_000;
    while (['pending', 'running'].includes((await taskDetail(as.user, taskId)).state)) {
      if (Date.now() > until) throw new Error('the run did not end');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('keeps each type’s valid values with the run, normalised, the password sealed and masked everywhere', async () => {
    const { taskId, log } = await report(
      [
        'f_number=-12.5e1',
        'f_date=2026-02-28',
        'f_integer=2147483647',
        'f_long=-9223372036854775808',
        'f_decimal=12.5',
        'f_datetime=2026-11-27 09:30:00',
      ],
      'yes',
    );
    const detail = await taskDetail(as.user, taskId);
    expect(detail.state).toBe('success');
    expect(Object.fromEntries(detail.fields.map((f) => [f.key, f.value]))).toEqual({
      f_string: 'INV-2026-0042',
      f_number: '-12.5e1',
      f_date: '2026-02-28',
      f_password: '******',
      f_integer: '2147483647',
      f_long: '-9223372036854775808',
      f_decimal: '12.50',
      f_datetime: '2026-11-27 09:30:00',
    });
    expect(log).toContain('business field f_password reported');
    expect(log).toContain('field set: 200');
    expect(JSON.stringify(log)).not.toContain('Hunter2');
    expect(JSON.stringify(detail)).not.toContain('Hunter2');
    const stored = await db().select().from(taskFieldValues).where(eq(taskFieldValues.taskId, taskId));
    const password = stored.find((v) => v.fieldId === ids.f_password);
    expect(password?.value).not.toContain('Hunter2');
    expect(node.app.sealer.open(password?.value ?? '')).toBe('Hunter2-secret');
    // A time without an offset is the installation's wall clock (Asia/Shanghai in the tests).
    const at = stored.find((v) => v.fieldId === ids.f_datetime)?.at;
    expect(at?.toISOString()).toBe('2026-11-27T01:30:00.000Z');
  });

  it('refuses each type’s invalid values with the reason in the run’s log, keeping nothing of them', async () => {
    const { taskId, log } = await report([
      'f_integer=2147483648',
      'f_integer=1.5',
      'f_long=9223372036854775808',
      'f_number=twelve',
      'f_decimal=1.234',
      'f_date=2026-02-30',
      'f_datetime=2026-11-27 24:00:00',
      `f_string=${'x'.repeat(1001)}`,
      'f_elsewhere=1',
      'f_off=1',
      'f_unknown=1',
    ]);
    const refusals = log.filter((l) => l.includes('refused'));
    // In the server's language (APP_LANG, Chinese by default), as every answer to a robot.
    expect(refusals).toEqual([
      'business field f_integer refused: 字段“f_integer”需要 -2147483648 到 2147483647 之间的整数',
      'business field f_integer refused: 字段“f_integer”需要 -2147483648 到 2147483647 之间的整数',
      'business field f_long refused: 字段“f_long”需要 64 位范围内的整数',
      'business field f_number refused: 字段“f_number”需要数字',
      'business field f_decimal refused: 字段“f_decimal”需要最多 2 位小数的数字',
      'business field f_date refused: 字段“f_date”需要日期 YYYY-MM-DD',
      'business field f_datetime refused: 字段“f_datetime”需要时间 YYYY-MM-DD HH:mm:ss（或带时区的 ISO 8601）',
      'business field f_string refused: 字段“f_string”的值不能为空，且最多 1000 个字符',
      'business field f_elsewhere refused: 流程“Field reporter”没有启用的标识为“f_elsewhere”的业务字段',
      'business field f_off refused: 流程“Field reporter”没有启用的标识为“f_off”的业务字段',
      'business field f_unknown refused: 流程“Field reporter”没有启用的标识为“f_unknown”的业务字段',
    ]);
    // Only the value the local endpoint set is kept.
    expect((await taskDetail(as.user, taskId)).fields.map((f) => f.key)).toEqual(['f_string']);
  });

  it('filters run records by a business value: part of the text, or the same number', async () => {
    const a = await report(['f_decimal=12.5', 'f_number=7'], 'yes');
    const b = await report(['f_decimal=99', 'f_number=70']);
    const list = async (fieldId: number, fieldValue: string) =>
      (
        await as.user.call<Page<{ id: number }>>(
          'POST',
          '/task/list',
          { fieldId, fieldValue, processName: 'Field reporter', size: 100 },
          EN,
        )
      ).body.result.records.map((r) => r.id);
    expect(await list(ids.f_decimal as number, '12.50')).toContain(a.taskId);
    expect(await list(ids.f_decimal as number, '12.50')).not.toContain(b.taskId);
    expect(await list(ids.f_number as number, '7')).toContain(a.taskId);
    expect(await list(ids.f_number as number, '70')).toEqual([b.taskId]);
    // Passwords are sealed: never matched, whatever is typed.
    expect(await list(ids.f_password as number, 'Hunter2')).toEqual([]);

    // The report center counts the same runs.
    const reported = async (fieldId: number, fieldValue: string) =>
      (
        await as.user.call<{ rows: Array<{ name: string; total: number }> }>(
          'POST',
          '/report/runs',
          { quick: 'today', groupBy: 'process', fieldId, fieldValue },
          EN,
        )
      ).body.result.rows;
    expect(await reported(ids.f_number as number, '70')).toEqual([
      expect.objectContaining({ name: 'Field reporter', total: 1 }),
    ]);
    expect(await reported(ids.f_number as number, '123456')).toEqual([]);

    const options = await as.user.call<Array<{ key: string }>>(
      'GET',
      `/field/log/options?processId=${reporter}`,
    );
    const keys = options.body.result.map((o) => o.key);
    expect(keys).toEqual(expect.arrayContaining(['f_decimal', 'business_no']));
    expect(keys).not.toContain('f_password');
    expect(keys).not.toContain('f_elsewhere');
    expect(keys).not.toContain('f_off');
  });

  it('exports the business values with the task list, passwords masked', async () => {
    const csv = await as.admin.download('POST', '/task/export', {
      format: 'csv',
      processName: 'Field reporter',
    });
    const text = csv.raw.toString('utf8');
    expect(text).toContain('Field f_decimal: 12.50');
    expect(text).toContain('Field f_password: ******');
    expect(text).not.toContain('Hunter2');
  });

  it('deleting a field deletes the values runs reported for it, and may not touch a preset', async () => {
    const before = await db()
      .select()
      .from(taskFieldValues)
      .where(eq(taskFieldValues.fieldId, ids.f_long as number));
    expect(before.length).toBeGreaterThan(0);
    expect((await as.admin.call('POST', '/field/log/delete', { ids: [ids.f_long] }, EN)).body.code).toBe(0);
    expect(
      await db()
        .select()
        .from(taskFieldValues)
        .where(eq(taskFieldValues.fieldId, ids.f_long as number)),
    ).toEqual([]);
  });

  it('refuses changing the type of a field runs reported values for', async () => {
    const [row] = await db()
      .select()
      .from(logFields)
      .where(eq(logFields.id, ids.f_integer as number));
    const res = await as.admin.call(
      'POST',
      '/field/log/modify',
      { id: row?.id, name: row?.name, key: row?.key, type: 'string', description: '' },
      EN,
    );
    expect(res.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'Runs have reported values for this field: its type cannot be changed',
    });
  });
});

describe('service parameters', () => {
  let processId = 0;
  let userId = 0;
  const params = (body: Record<string, unknown> = {}) => ({
    processId,
    userId,
    platformUser: 'erp.user',
    objectId: 'ERP-OBJ-1',
    password: 'Erp-pw-2026!',
    confirmPassword: 'Erp-pw-2026!',
    extended: 'company code 1000',
    ...body,
  });
  const count = async () => (await db().select().from(serviceParameters)).length;

  beforeAll(async () => {
    processId = await publishToUser(
      as,
      await examplePackage(
        { name: 'Service user', entry: 'svc.mjs', parameters: [] },
        { 'svc.mjs': SERVICE },
      ),
    );
    userId = (await db().select().from(users).where(eq(users.account, 'user')))[0]?.id ?? 0;
  });

  for (const [what, body, says] of [
    ['a platform user of 2 characters', { platformUser: 'ab' }, 'The platform user name must be 3 to 30'],
    [
      'a platform user of 31 characters',
      { platformUser: 'u'.repeat(31) },
      'The platform user name must be 3 to 30',
    ],
    ['an object identifier of 2 characters', { objectId: 'ab' }, 'The object identifier must be 3 to 30'],
    [
      'an object identifier of 31 characters',
      { objectId: 'o'.repeat(31) },
      'The object identifier must be 3 to 30',
    ],
    ['no password', { password: '', confirmPassword: '' }, 'The business password must be 1 to 20'],
    ['a password of 21 characters', { password: 'p'.repeat(21), confirmPassword: 'p'.repeat(21) }, '1 to 20'],
    ['no confirmation', { confirmPassword: '' }, 'Enter the business password again'],
    ['a confirmation that differs', { confirmPassword: 'other' }, 'The two passwords entered differ'],
    ['extended information of 501 characters', { extended: 'e'.repeat(501) }, 'at most 500 characters'],
    ['a user that does not exist', { userId: 999999 }, 'The chosen user does not exist'],
  ] as const) {
    it(`refuses ${what}, storing nothing`, async () => {
      const before = await count();
      const res = await as.admin.call('POST', '/field/service/add', params(body), EN);
      expect(res.body.code, res.body.msg).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(says);
      expect(await count()).toBe(before);
    });
  }

  it('gives a run the parameters of the user who started it only, never in a log or an answer', async () => {
    const added = await as.admin.call<{ id: number }>(
      'POST',
      '/field/service/add',
      params({ platformUser: 'abc', password: 'p', confirmPassword: 'p' }),
      EN,
    );
    expect(added.body.code, added.body.msg).toBe(0);
    // The boundaries: 30 characters and a 20-character password; an empty password keeps the stored one.
    const edit = await as.admin.call(
      'POST',
      '/field/service/modify',
      params({
        id: added.body.result.id,
        platformUser: 'u'.repeat(30),
        password: 'Erp-pw-2026!-0123456',
        confirmPassword: 'Erp-pw-2026!-0123456',
      }),
      EN,
    );
    expect(edit.body.code, edit.body.msg).toBe(0);
    const keep = await as.admin.call(
      'POST',
      '/field/service/modify',
      params({ id: added.body.result.id, platformUser: 'erp.user', password: '', confirmPassword: '' }),
      EN,
    );
    expect(keep.body.code, keep.body.msg).toBe(0);
    const again = await as.admin.call('POST', '/field/service/add', params(), EN);
    expect(again.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'User "user" already has service parameters for process "Service user"',
    });

    const list = await as.admin.call<Page<ServiceParameterRow>>(
      'POST',
      '/field/service/list',
      { user: 'user' },
      EN,
    );
    expect(list.body.result.records).toEqual([
      expect.objectContaining({ platformUser: 'erp.user', objectId: 'ERP-OBJ-1', hasPassword: true }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain('Erp-pw');
    const [stored] = await db().select().from(serviceParameters);
    expect(stored?.password).not.toContain('Erp-pw');

    const mine = await runToEnd(node, as.user, processId, 20_000);
    const theirs = await runToEnd(node, as.dev, processId, 20_000);
    const logOf = async (c: Caller, taskId: number) =>
      (
        await c.call<Page<TaskLogLine>>('POST', '/task/logs', { taskId, size: 100 }, EN)
      ).body.result.records.map((l) => l.text);
    expect(await logOf(as.user, mine)).toEqual([
      'service: erp.user / ERP-OBJ-1',
      'password: ****** extended: company code 1000',
    ]);
    expect(await logOf(as.dev, theirs)).toEqual(['service: none / none', 'password: none extended: none']);
    const detail = await taskDetail(as.user, mine);
    expect(JSON.stringify(detail)).not.toContain('Erp-pw');
  });
});
