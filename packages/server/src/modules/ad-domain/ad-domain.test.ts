import { createServer } from 'node:net';
import { type AdDetected, Code, type OplogRow, type Page } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LDAP_BASE, noSlapd, startTestLdap, type TestLdap } from '../../testing/ldap';
import { demoPerFile } from '../../testing/suite';

/** admin manages the whole installation; manager only Operations. */
const w = demoPerFile('admin', 'manager', 'user');
let ldap: TestLdap;

beforeAll(async () => {
  if (!noSlapd) ldap = await startTestLdap();
}, 60_000);
afterAll(async () => {
  await ldap?.stop();
});
beforeEach((ctx) => {
  ctx.skip(!!noSlapd, noSlapd);
});

const DEFAULTS = {
  address: '',
  port: 389,
  targetAddress: '',
  account: '',
  password: '',
  version: 3,
  frequency: 'daily',
};

const save = (body: Record<string, unknown>, lang = 'en_US') =>
  w.admin.call('POST', '/sys/ad', { ...ldap.settings, ...body }, { headers: { lang } });
const detail = async () =>
  (await w.admin.call<{ value: typeof DEFAULTS; sealedSet: string[] }>('GET', '/sys/ad')).body;
const test = (body: Record<string, unknown>, lang = 'en_US') =>
  w.admin.call<{ baseDn: string; millis: number }>(
    'POST',
    '/sys/ad/connectTest',
    { ...ldap.settings, ...body },
    { headers: { lang } },
  );

describe('AD domain settings', () => {
  it('answer no directory before a save', async () => {
    expect((await detail()).result).toEqual({ value: DEFAULTS, sealedSet: [] });
  });

  it('refuse every rule at its boundary, in both languages, storing nothing', async () => {
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ address: 'a'.repeat(251) }, 'The address can have at most 250 characters', '地址最多 250 个字符'],
      [
        { address: 'ftp://dc.example.test' },
        "Enter the domain controller's host name",
        '请输入域控制器的主机名',
      ],
      [
        { targetAddress: `ou=${'x'.repeat(248)}` },
        'The target address can have at most 250',
        '目标地址最多 250 个字符',
      ],
      [{ targetAddress: 'not a dn' }, 'The target address must be a DN', '目标地址应为 DN'],
      [{ port: -1 }, 'Enter a port from 0 to 65535', '请输入 0 到 65535 之间的端口'],
      [{ port: 65_536 }, 'Enter a port from 0 to 65535', '请输入 0 到 65535 之间的端口'],
      [{ port: null }, 'Enter a port from 0 to 65535', '请输入 0 到 65535 之间的端口'],
      [{ account: 'admin' }, 'The account must be name@domain', '账号格式应为 名称@域名'],
      [{ account: '' }, 'Enter the account that reads the directory', '请填写读取域的账号'],
      [{ version: undefined }, 'Choose the LDAP protocol version', '请选择 LDAP 协议版本'],
      [{ version: 2 }, 'Choose the LDAP protocol version', '请选择 LDAP 协议版本'],
      [{ frequency: undefined }, 'Choose the sync frequency', '请选择同步频率'],
      [{ frequency: 'hourly' }, 'Choose the sync frequency', '请选择同步频率'],
    ];
    for (const [body, en, zh] of refusals) {
      const english = await save(body);
      expect(english.body.code, JSON.stringify(body)).toBe(Code.BAD_REQUEST);
      expect(english.body.msg).toContain(en);
      const chinese = await save(body, 'zh_CN');
      expect(chinese.body.msg).toContain(zh);
    }
    expect((await detail()).result).toEqual({ value: DEFAULTS, sealedSet: [] });
  });

  it('take each boundary value inside the rules', async () => {
    for (const body of [
      { address: 'a'.repeat(250) },
      { targetAddress: `ou=${'x'.repeat(247)}` },
      { port: 0 },
      { port: 65_535 },
      { frequency: 'weekly' },
      { address: 'ldaps://dc1.example.test', port: 636 },
    ]) {
      const res = await save(body);
      expect(res.body.code, `${JSON.stringify(body)}: ${res.body.msg}`).toBe(0);
      const { value } = (await detail()).result;
      expect(value).toMatchObject(body);
    }
  });

  it('are for managers of the whole installation only', async () => {
    expect((await w.user.call('GET', '/sys/ad')).body.code).toBe(Code.FORBIDDEN);
    expect((await w.manager.call('GET', '/sys/ad')).body.code).toBe(Code.FORBIDDEN);
    expect((await w.manager.call('POST', '/sys/ad', ldap.settings)).body.code).toBe(Code.FORBIDDEN);
    expect((await w.manager.call('POST', '/sys/ad/connectTest', ldap.settings)).body.code).toBe(
      Code.FORBIDDEN,
    );
  });

  it('seal the password: never answered, kept when saved empty, absent in clear from the database and the log', async () => {
    expect((await save({})).body.code).toBe(0);
    expect((await detail()).result).toEqual({
      value: { ...ldap.settings, password: '' },
      sealedSet: ['password'],
    });
    expect((await save({ password: '', frequency: 'weekly' })).body.code).toBe(0);
    expect((await detail()).result).toMatchObject({
      value: { frequency: 'weekly' },
      sealedSet: ['password'],
    });
    const stored = await w.app.database.db.execute(
      sql`select value::text as v from sys_config where key = 'ad.domain'`,
    );
    expect(JSON.stringify(stored)).not.toContain(ldap.settings.password);
  });
});

describe('the connection test', () => {
  it('binds with the stored password to the saved server and reads the target address', async () => {
    const ok = await test({ password: '' });
    expect(ok.body.code, ok.body.msg).toBe(0);
    expect(ok.body.result.baseDn).toBe(LDAP_BASE);
  });

  it("reports a wrong password with the directory's own refusal, in both languages", async () => {
    const en = await test({ password: 'Wrong#2026' });
    expect(en.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'The directory refused the account or password (invalid credentials)',
    });
    const zh = await test({ password: 'Wrong#2026' }, 'zh_CN');
    expect(zh.body.msg).toBe('域拒绝了该账号或密码（invalid credentials）');
  });

  it('reports an unreachable server and a target address the directory does not hold', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await test({ port });
    expect(down.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: `The directory server 127.0.0.1:${port} could not be reached: ECONNREFUSED`,
    });
    const missing = await test({ targetAddress: `ou=Nowhere,${LDAP_BASE}`, password: '' });
    expect(missing.body.msg).toBe(
      `The target address ou=Nowhere,${LDAP_BASE} does not exist in the directory`,
    );
  });

  it('never sends the stored password to another server or for another account', async () => {
    for (const body of [
      { port: ldap.port + 1 },
      { account: 'reader@example.test' },
      { address: 'localhost' },
    ]) {
      const res = await test({ ...body, password: '' });
      expect(res.body.code).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain('Enter the password to use an address or account that is not saved');
    }
  });
});

describe('detection', () => {
  it('lists the units and people a sync would bring in, with counts', async () => {
    const res = await w.admin.call<AdDetected>('POST', '/sys/ad/detect', { ...ldap.settings, password: '' });
    expect(res.body.code, res.body.msg).toBe(0);
    const { departments, users } = res.body.result;
    expect(departments.count).toBe(3);
    expect(departments.items.map((d) => [d.name, d.parentDn])).toEqual(
      expect.arrayContaining([
        ['Sales', LDAP_BASE],
        ['East', `ou=Sales,${LDAP_BASE}`],
        ['Engineering', LDAP_BASE],
      ]),
    );
    // Four people, the AD-style one by its sAMAccountName, the one clashing with a local account; no computer.
    expect(users.count).toBe(5);
    const byAccount = Object.fromEntries(users.items.map((u) => [u.account, u]));
    expect(Object.keys(byAccount).sort()).toEqual(['alice', 'bwang', 'carol', 'dave', 'user']);
    expect(byAccount.alice).toMatchObject({
      realName: 'Alice Chen',
      email: 'alice@example.test',
      phone: '+86 10 5555 0001',
      unit: 'Sales',
    });
    expect(byAccount.carol?.unit).toBe('East');
    expect(byAccount.bwang).toMatchObject({ realName: 'Bob Wang', unit: 'Engineering' });
    expect(byAccount.dave?.unit).toBe('');
  });
});

describe('the operation log', () => {
  it('has every save, test and detection, and never the password', async () => {
    const log = await w.admin.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'adDomain', size: 100 },
      { headers: { lang: 'en_US' } },
    );
    const rows = log.body.result.records;
    expect(rows.filter((r) => r.action === 'modify').length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.action === 'modify' && r.result === 'fail').length).toBeGreaterThan(0);
    expect(rows.some((r) => r.result === 'fail' && r.userName === 'manager')).toBe(true);
    expect(
      rows.filter((r) => r.description.startsWith('test the AD domain connection')).length,
    ).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.description.startsWith('detect what a sync')).map((r) => r.result)).toEqual([
      'success',
    ]);
    expect(JSON.stringify(rows)).not.toContain(ldap.settings.password);
  });
});
