import { Code, type OplogRow, type Page } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp, createTestAppWithRoutes, SYSTEM_EXCEPTION } from '../../testing/app';
import { type Caller, encryptPassword, signIn } from '../../testing/client';

const XSS = '<img src=x onerror=alert(150)>';

async function lastOplog(caller: Caller, filters: Record<string, unknown>): Promise<OplogRow | undefined> {
  const res = await caller.call<Page<OplogRow>>('POST', '/sys/oplog/list', { size: 1, ...filters });
  return res.body.result.records[0];
}

const loginFrom = (app: FastifyInstance, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'owner', password: encryptPassword(app, DEMO_PASSWORD), clientType: 'web' },
  });

describe('without TRUST_PROXY', () => {
  let app: FastifyInstance;
  let manager: Caller;
  beforeAll(async () => {
    app = await createTestAppWithRoutes((api) => {
      api.get('/t/sql-crash', { config: { permission: 'public' } }, async () => {
        await api.database.db.execute(sql`select secret_column from no_such_table`);
      });
      api.get('/t/int4', { config: { permission: 'public' } }, async () => {
        await api.database.db.execute(sql`select ${'2147483648'}::int4`);
      });
    });
    await seedDemo(app.database.db);
    manager = await signIn(app, 'admin', DEMO_PASSWORD);
  });
  afterAll(() => app.close());

  it('ignores X-Forwarded-For: the socket address is logged, never the header', async () => {
    for (const forged of [XSS, '10.9.8.7']) {
      const res = await loginFrom(app, forged);
      expect(res.json().code).toBe(0);
      const row = await lastOplog(manager, { module: 'auth', action: 'login', userName: 'owner' });
      expect(row?.ip).toBe('127.0.0.1');
    }
  });

  it('refuses NUL in a body field with a localised 400 and logs the failed action', async () => {
    const res = await manager.call('POST', '/sauth/org/add', {
      name: 'nul\u0000dept',
      code: '771',
      parentId: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: Code.BAD_REQUEST,
      msg: '请求参数有误：name 不能包含空字符（\\0）',
      result: null,
    });
    const en = await manager.call(
      'POST',
      '/sauth/org/add',
      { name: 'nul\u0000dept', code: '771', parentId: 1 },
      { headers: { lang: 'en_US' } },
    );
    expect(en.body.msg).toBe('Invalid request: name cannot contain the NUL character (\\0)');
    // The refused call is logged, described in each reader's language.
    const row = await lastOplog(manager, { module: 'departments' });
    expect(row).toMatchObject({ action: 'create', result: 'fail', description: '新增部门 nul\\0dept' });
  });

  it('refuses NUL in a query parameter', async () => {
    const res = await manager.call('POST', '/sys/oplog/list?userName=a%00b', {});
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('userName');
  });

  it('bounds ids to the int4 range through the shared id schema', async () => {
    for (const url of ['/sauth/org/del', '/sauth/role/del']) {
      const res = await manager.call('POST', url, { id: 2147483648 }, { headers: { lang: 'en_US' } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^Invalid request: id: /);
    }
    const many = await manager.call('POST', '/sauth/user/del', { ids: [2147483648] });
    expect(many.status).toBe(400);
    const button = await manager.call('POST', '/sauth/menu/userbutton', { menuId: '2147483648' });
    expect(button.status).toBe(400);
    const row = await lastOplog(manager, { module: 'departments' });
    expect(row).toMatchObject({ action: 'delete', result: 'fail' });
  });

  it('answers a value the database refuses as a 400 and a database failure as the generic 500, never with SQL', async () => {
    const int4 = await app.inject({ url: '/api/t/int4', headers: { lang: 'en_US' } });
    expect(int4.statusCode).toBe(400);
    expect(int4.json()).toEqual({
      code: Code.BAD_REQUEST,
      msg: 'Invalid request: a value is out of range or cannot be stored',
      result: null,
    });
    const crash = await app.inject({ url: '/api/t/sql-crash', headers: { lang: 'en_US' } });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual(SYSTEM_EXCEPTION);
    for (const body of [int4.body, crash.body]) expect(body).not.toMatch(/select|no_such_table|2147483648/i);
  });

  it('answers a malformed URL with the localised envelope', async () => {
    const zh = await app.inject('/api/%E0%A4%A');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: Code.BAD_REQUEST, msg: '请求地址无效', result: null });
    const en = await app.inject({ url: '/console/%E0%A4%A', headers: { lang: 'en_US' } });
    expect(en.json().msg).toBe('The request address is not valid');
  });

  it('refuses control and direction-override characters in names, and counts characters not UTF-16 units', async () => {
    for (const name of ['evil\u202Egpj.exe', 'tab\there', 'bell\u0007', 'iso\u2066late', 'c1\u0085']) {
      const res = await manager.call(
        'POST',
        '/sauth/org/add',
        { name, code: '772', parentId: 1 },
        {
          headers: { lang: 'en_US' },
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(
        'Invalid request: name: A name cannot contain control characters or text-direction characters',
      );
    }
    const thirty = '😀'.repeat(30);
    const ok = await manager.call('POST', '/sauth/org/add', { name: thirty, code: '773', parentId: 1 });
    expect(ok.body.code).toBe(0);
    const long = await manager.call('POST', '/sauth/org/add', {
      name: `${thirty}😀`,
      code: '774',
      parentId: 1,
    });
    expect(long.status).toBe(400);
  });
});

describe('with TRUST_PROXY', () => {
  let app: FastifyInstance;
  let manager: Caller;
  beforeAll(async () => {
    app = await createTestApp({
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy,
    });
    await seedDemo(app.database.db);
    manager = await signIn(app, 'admin', DEMO_PASSWORD);
  });
  afterAll(() => app.close());

  it('takes the client address from a trusted proxy, and only when it is an IP address', async () => {
    await loginFrom(app, '192.0.2.7');
    expect((await lastOplog(manager, { module: 'auth', userName: 'owner' }))?.ip).toBe('192.0.2.7');
    await loginFrom(app, XSS);
    expect((await lastOplog(manager, { module: 'auth', userName: 'owner' }))?.ip).toBe('127.0.0.1');
  });

  it('refuses a TRUST_PROXY entry that is not an address or a CIDR', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });
});
