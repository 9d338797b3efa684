import { Code, type OplogRow, type Page } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { type Caller, login, signIn } from '../../testing/client';
import { demoPerFile } from '../../testing/suite';
import { DEFAULT_POLICY } from '../security/policy';

const w = demoPerFile('admin');

const list = (c: Caller, filters: Record<string, unknown> = {}) =>
  c.call<Page<OplogRow>>('POST', '/sys/oplog/list', filters).then((r) => r.body);

describe('operation log', () => {
  it('records a success and a refusal of a mutating call from route metadata', async () => {
    const good = await w.admin.call('POST', '/sys/pwdSafe/save', { ...DEFAULT_POLICY, lockMinutes: 20 });
    expect(good.body.code).toBe(0);
    const bad = await w.admin.call('POST', '/sys/pwdSafe/save', {
      ...DEFAULT_POLICY,
      sessionTimeoutMinutes: 1,
    });
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
    const rows = (await list(w.admin, { module: 'security' })).result.records;
    expect(rows.map((r) => [r.action, r.result, r.userName, r.identity])).toEqual([
      ['modify', 'fail', 'admin', 1],
      ['modify', 'success', 'admin', 1],
    ]);
  });

  it("describes calls on robots, servers and housekeepers in the reader's language, not in stored English", async () => {
    await w.admin.call('POST', '/sys/server/del', { ids: ['no-such-node'] });
    await w.admin.call('POST', '/rpa/hk/del', { ids: [987654] });
    const zh = (await list(w.admin, { module: 'servers' })).result.records[0];
    expect(zh?.description).toBe('删除服务器 no-such-node');
    const en = await w.admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'housekeepers' },
      { headers: { lang: 'en_US' } },
    );
    expect(en.body.result.records[0]?.description).toBe('delete housekeepers 987654');
  });

  it('records sign-in successes and failures, and sign-out', async () => {
    await login(w.app, 'owner', 'Wrong@2026');
    const owner = await signIn(w.app, 'owner', DEMO_PASSWORD);
    await w.app.inject(`/api/oauth/logout?access_token=${encodeURIComponent(owner.token)}`);
    const rows = (await list(w.admin, { userName: 'owner', module: 'auth' })).result.records;
    expect(rows.map((r) => [r.action, r.result])).toEqual([
      ['logout', 'success'],
      ['login', 'success'],
      ['login', 'fail'],
    ]);
    const failed = (await list(w.admin, { action: 'login', result: 'fail' })).result.records;
    expect(failed.every((r) => r.action === 'login' && r.result === 'fail')).toBe(true);
    expect(failed.map((r) => r.userName)).toContain('owner');
  });

  it('filters by time and identity and pages', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(w.admin, { start: future })).result.total).toBe(0);
    const all = (await list(w.admin, { size: 2, page: 1 })).result;
    expect(all.records).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const asManager = (await list(w.admin, { identity: 1 })).result.records;
    expect(asManager.length).toBeGreaterThan(0);
    expect(asManager.every((r) => r.identity === 1)).toBe(true);
    const bad = await w.admin.call('POST', '/sys/oplog/list', { start: 'yesterday' });
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
  });

  it('shows a manager only the rows of users in their departments', async () => {
    const opsManager = await signIn(w.app, 'manager', DEMO_PASSWORD);
    const names = new Set((await list(opsManager, { size: 100 })).result.records.map((r) => r.userName));
    expect(names.has('owner')).toBe(true);
    expect(names.has('admin')).toBe(false);
  });

  it('writes descriptions in the reader language from their key; older rows stay readable', async () => {
    const opsManager = await signIn(w.app, 'manager', DEMO_PASSWORD);
    // A call with no description of its own, and one that names what it did.
    await opsManager.call('POST', '/sys/pwdSafe/save', { ...DEFAULT_POLICY, lockMinutes: 21 });
    await w.app.database.db.execute(sql`
      insert into operation_logs (user_id, user_name, module, action, result, description)
      select id, 'manager', 'calendars', 'modify', 'success', 'written before keys' from users where account = 'manager'`);
    const read = async (lang: string) => {
      const res = await w.admin.call<Page<OplogRow>>(
        'POST',
        '/sys/oplog/list',
        { userName: 'manager', action: 'modify' },
        { headers: { lang } },
      );
      return res.body.result.records.map((r) => r.description);
    };
    const zh = await read('zh_CN');
    expect(zh).toContain('written before keys');
    expect(zh.some((d) => d.startsWith('修改（POST /api/sys/pwdSafe/save'))).toBe(true);
    const en = await read('en_US');
    expect(en.some((d) => d.startsWith('Modify (POST /api/sys/pwdSafe/save'))).toBe(true);
    // Sign-in and sign-out rows too.
    const auth = await w.admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { userName: 'owner', module: 'auth' },
      { headers: { lang: 'zh_CN' } },
    );
    expect(auth.body.result.records.map((r) => r.description)).toEqual([
      '退出登录',
      '登录（web）',
      '登录（web）',
    ]);
  });

  it('finds rows by the real name of the user as well as the account', async () => {
    await signIn(w.app, 'developer', DEMO_PASSWORD);
    const rows = (await list(w.admin, { userName: '李开发' })).result.records;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userName === 'developer')).toBe(true);
  });

  it('refuses the list to identities without the menu', async () => {
    const user = await signIn(w.app, 'user', DEMO_PASSWORD);
    expect((await user.call('POST', '/sys/oplog/list', {})).body.code).toBe(Code.FORBIDDEN);
  });

  it('exports at most 10000 rows as a workbook with the header', { timeout: 120_000 }, async () => {
    await w.app.database.db.execute(sql`
      insert into operation_logs (user_id, user_name, module, ip, identity, action, result, description)
      select u.id, 'admin', 'personal', '127.0.0.1', 1, 'modify', 'success', 'bulk ' || g
      from generate_series(1, 10050) g, (select id from users where account = 'admin') u`);
    const { signatureHeaders } = await import('@rpa/contracts');
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/sys/oplog/export',
      headers: {
        accesstoken: w.admin.token,
        ...signatureHeaders(w.admin.signKey, 'POST', '/sys/oplog/export', { module: 'personal' }),
        lang: 'en_US',
      },
      payload: { module: 'personal' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Time',
      'User',
      'Module',
      'IP',
      'Identity',
      'Action',
      'Result',
      'Description',
    ]);
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(2).getCell(3).value).toBe('Personal centre');
    const exportRows = (await list(w.admin, { module: 'oplog', action: 'export' })).result.records;
    expect(exportRows[0]).toMatchObject({ result: 'success', userName: 'admin' });
  });
});
