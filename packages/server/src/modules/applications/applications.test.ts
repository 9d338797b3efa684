import {
  type ApplicationRow,
  type ApplicationWithSecret,
  Code,
  type OpenToken,
  type OplogRow,
  type Page,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import type { Caller } from '../../testing/client';
import { departmentIds } from '../../testing/directory';
import { signInDemo } from '../../testing/suite';
import { applications, applicationTokens } from './schema';

const EN = { headers: { lang: 'en_US' } };
const ZH = { headers: { lang: 'zh_CN' } };

let app: FastifyInstance;
let admin: Caller;
let manager: Caller;
const dept: Record<string, number> = {};
/** Every line the server logged, at every level. */
const serverLog: string[] = [];

beforeAll(async () => {
  app = await createTestApp(
    { demo: true },
    { logger: { level: 'trace', stream: { write: (line: string) => serverLog.push(line) } } },
  );
  Object.assign(dept, await departmentIds(app.database.db));
  ({ admin, manager } = await signInDemo(app, ['admin', 'manager']));
});
afterAll(() => app.close());

let counter = 0;
const fresh = () => `app_${++counter}`;
const add = (caller: Caller, body: Record<string, unknown>, opts = EN) =>
  caller.call<ApplicationWithSecret>(
    'POST',
    '/application/add',
    { name: fresh(), departmentId: dept['1002'], ...body },
    opts,
  );
const stored = async () => (await app.database.db.select({ id: applications.id }).from(applications)).length;

/** The token endpoint as an OAuth client calls it: a JSON or form body, or Basic credentials. */
async function token(body: Record<string, string> | string, headers: Record<string, string> = {}) {
  const form = typeof body === 'string';
  const r = await app.inject({
    method: 'POST',
    url: '/api/open/oauth/token',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      lang: 'en_US',
      ...headers,
    },
    payload: form ? body : JSON.stringify(body),
  });
  return {
    status: r.statusCode,
    headers: r.headers,
    body: r.json() as OpenToken & { code: number; msg: string; result: OpenToken | null; error?: string },
  };
}

const credentials = (a: ApplicationWithSecret) => ({
  grant_type: 'client_credentials',
  client_id: a.appKey,
  client_secret: a.appSecret,
});

async function whoAmI(accessToken: string | undefined, lang = 'en_US') {
  const r = await app.inject({
    method: 'GET',
    url: '/api/open/application',
    headers: { lang, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
  });
  return {
    status: r.statusCode,
    body: r.json() as { code: number; msg: string; result: Record<string, unknown> | null },
  };
}

describe('the name rule of console-administration.md §5, in both languages, storing nothing when broken', () => {
  const cases: Array<{ name: string; ok: boolean; en?: string; zh?: string }> = [
    { name: 'a', ok: false, en: 'must be 2 to 50 characters', zh: '应用名称长度为 2-50' },
    { name: 'ab', ok: true },
    { name: `${'n'.repeat(49)}x`, ok: true },
    { name: 'n'.repeat(51), ok: false, en: 'must be 2 to 50 characters', zh: '应用名称长度为 2-50' },
    { name: '财务系统_ERP-1@x', ok: true },
    {
      name: 'ERP system',
      ok: false,
      en: 'Chinese characters, letters, digits and @ _ -',
      zh: '中文、字母、数字和 @ _ -',
    },
    {
      name: 'ERP#1',
      ok: false,
      en: 'Chinese characters, letters, digits and @ _ -',
      zh: '中文、字母、数字和 @ _ -',
    },
  ];
  for (const c of cases) {
    it(`${JSON.stringify(c.name)} (${[...c.name].length} characters) is ${c.ok ? 'taken' : 'refused'}`, async () => {
      const before = await stored();
      const en = await add(admin, { name: c.name });
      if (c.ok) {
        expect(en.body.code, en.body.msg).toBe(0);
        return;
      }
      expect(en.status).toBe(400);
      expect(en.body.msg).toContain(c.en);
      const zh = await add(admin, { name: c.name }, ZH);
      expect(zh.body.msg).toContain(c.zh);
      expect(await stored()).toBe(before);
    });
  }

  it('refuses a taken name whatever its case, a long description and a missing department', async () => {
    const first = await add(admin, { name: 'Ticketing' });
    expect(first.body.code).toBe(0);
    const taken = await add(admin, { name: 'TICKETING' });
    expect(taken.body.code).toBe(Code.CONFLICT);
    expect(taken.body.msg).toBe('An application named "TICKETING" already exists');
    const long = await add(admin, { description: 'd'.repeat(501) });
    expect(long.body.msg).toContain('at most 500 characters');
    expect((await add(admin, { description: 'd'.repeat(500) })).body.code).toBe(0);
    const before = await stored();
    expect((await add(admin, { departmentId: undefined })).status).toBe(400);
    expect(await stored()).toBe(before);
  });
});

describe('the secret', () => {
  it('is shown once at creation and at reset, and never in a list, a detail, the operation log or the log', async () => {
    const created = await add(manager, { name: 'Secret-keeper', description: 'ERP' });
    expect(created.body.code).toBe(0);
    const a = created.body.result;
    expect(a.appSecret).toMatch(/^as_[A-Za-z0-9_-]{43}$/);
    expect(a.appKey).toMatch(/^ak_/);
    expect(a.appSecret.startsWith(a.secretPrefix)).toBe(true);

    const reset = await manager.call<ApplicationWithSecret>(
      'POST',
      '/application/resetSecret',
      { id: a.id },
      EN,
    );
    expect(reset.body.code).toBe(0);
    expect(reset.body.result.appSecret).not.toBe(a.appSecret);
    expect(reset.body.result.secretResetAt).not.toBeNull();
    // The old secret no longer gets a token; the new one does.
    expect((await token(credentials(a))).body.code).toBe(Code.APP_CREDENTIALS_INVALID);
    expect((await token(credentials(reset.body.result))).body.code).toBe(0);

    const answers = [
      (await manager.call('POST', '/application/list', { size: 100 })).body,
      (await manager.call('POST', '/application/detail', { id: a.id })).body,
      (await admin.call<Page<OplogRow>>('POST', '/sys/oplog/list', { size: 100 })).body,
    ];
    const text = JSON.stringify(answers);
    expect(text).toContain('Secret-keeper');
    for (const secret of [a.appSecret, reset.body.result.appSecret]) {
      expect(text).not.toContain(secret);
      expect(serverLog.join('')).not.toContain(secret);
    }
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, a.id));
    expect(JSON.stringify(row)).not.toContain(reset.body.result.appSecret);
  });

  it('a manager sees and changes only the applications of departments he manages', async () => {
    const rnd = await add(admin, { name: 'RnD-tool', departmentId: dept['1001'] });
    expect(rnd.body.code).toBe(0);
    const list = await manager.call<Page<ApplicationRow>>('POST', '/application/list', { size: 100 });
    expect(list.body.result.records.map((r) => r.name)).not.toContain('RnD-tool');
    const edit = await manager.call(
      'POST',
      '/application/edit',
      { id: rnd.body.result.id, name: 'RnD-tool', departmentId: dept['1002'] },
      EN,
    );
    expect(edit.body.msg).toContain('does not exist or is outside the departments you manage');
    const outside = await add(manager, { departmentId: dept['1001'] });
    expect(outside.body.msg).toBe('You can only manage applications of departments you manage');
    const reset = await manager.call('POST', '/application/resetSecret', { id: rnd.body.result.id }, EN);
    expect(reset.body.code).toBe(Code.BAD_REQUEST);
  });
});

describe('open API tokens (OAuth 2.0 client credentials)', () => {
  let a: ApplicationWithSecret;
  beforeAll(async () => {
    a = (await add(manager, { name: 'OAuth-client', departmentId: dept['10021'] })).body.result;
  });

  it('gives a bearer token for a JSON body, a form body and Basic credentials, with the RFC fields beside the envelope', async () => {
    const json = await token(credentials(a));
    expect(json.status).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.body.code).toBe(0);
    expect(json.body.result).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(json.body.access_token).toBe(json.body.result?.access_token);

    const form = await token(
      `grant_type=client_credentials&client_id=${encodeURIComponent(a.appKey)}&client_secret=${encodeURIComponent(a.appSecret)}`,
    );
    expect(form.body.code).toBe(0);
    const basic = await token(
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${Buffer.from(`${a.appKey}:${a.appSecret}`).toString('base64')}` },
    );
    expect(basic.body.code).toBe(0);

    const me = await whoAmI(basic.body.access_token);
    expect(me.body.result).toMatchObject({
      name: 'OAuth-client',
      appKey: a.appKey,
      departmentId: dept['10021'],
    });
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row?.lastTokenAt).not.toBeNull();
  });

  it('refuses wrong credentials, another grant, and a disabled application, each by its own code', async () => {
    const wrong = await token({ ...credentials(a), client_secret: `${a.appSecret}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: Code.APP_CREDENTIALS_INVALID, error: 'invalid_client' });
    expect(wrong.body.msg).toBe('The AppKey or AppSecret is wrong');
    const unknown = await token({ ...credentials(a), client_id: 'ak_nobody' });
    expect(unknown.body.code).toBe(Code.APP_CREDENTIALS_INVALID);
    const grant = await token({ ...credentials(a), grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect(grant.body.msg).toContain('grant_type must be client_credentials');

    const live = (await token(credentials(a))).body.access_token;
    const off = await manager.call(
      'POST',
      '/application/edit',
      { id: a.id, name: a.name, departmentId: a.departmentId, description: '', enabled: false },
      EN,
    );
    expect(off.body.code).toBe(0);
    const disabled = await token(credentials(a));
    expect(disabled.status).toBe(403);
    expect(disabled.body).toMatchObject({ code: Code.APP_DISABLED, error: 'unauthorized_client' });
    expect(disabled.body.msg).toBe('The application "OAuth-client" is disabled');
    expect((await whoAmI(live)).body.code).toBe(Code.APP_DISABLED);
    await manager.call('POST', '/application/edit', {
      id: a.id,
      name: a.name,
      departmentId: a.departmentId,
      enabled: true,
    });
    expect((await whoAmI(live)).body.code).toBe(0);
  });

  it('refuses a missing, unknown, expired or deleted token distinctly, in both languages', async () => {
    const missing = await whoAmI(undefined);
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe(Code.APP_TOKEN_INVALID);
    expect(missing.body.msg).toContain('No access token');
    expect((await whoAmI('at_forged')).body.msg).toContain('The access token is not valid');
    expect((await whoAmI('at_forged', 'zh_CN')).body.msg).toContain('访问令牌无效');

    const live = (await token(credentials(a))).body.access_token;
    await app.database.db
      .update(applicationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applicationTokens.applicationId, a.id));
    const expired = await whoAmI(live);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(Code.APP_TOKEN_EXPIRED);
    expect(expired.body.msg).toBe('The access token has expired; ask for a new one');

    const again = (await token(credentials(a))).body.access_token;
    expect((await whoAmI(again)).body.code).toBe(0);
    expect((await admin.call('POST', '/application/delete', { ids: [a.id] })).body.code).toBe(0);
    expect((await whoAmI(again)).body.code).toBe(Code.APP_TOKEN_INVALID);
    expect(
      await app.database.db.select().from(applicationTokens).where(eq(applicationTokens.applicationId, a.id)),
    ).toEqual([]);
  });

  it('an application token is refused on console calls by name, and a console session on open calls', async () => {
    const b = (await add(admin, { name: 'Console-prober' })).body.result;
    const bearer = (await token(credentials(b))).body.access_token;
    const console = await app.inject({
      method: 'POST',
      url: '/api/application/list',
      headers: { authorization: `Bearer ${bearer}`, lang: 'en_US' },
      payload: {},
    });
    expect(console.statusCode).toBe(403);
    expect(console.json().msg).toBe(
      'This call takes a console session; an application token may call only the open API',
    );
    expect((await whoAmI(admin.token)).body.code).toBe(Code.APP_TOKEN_INVALID);
  });

  it('answers 429 with Retry-After past the application’s calls a minute, and not for another application', async () => {
    const limited = (await add(admin, { name: 'Busy-client', rateLimit: 3 })).body.result;
    const other = (await add(admin, { name: 'Quiet-client' })).body.result;
    const bearer = (await token(credentials(limited))).body.access_token;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await whoAmI(bearer)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/open/application',
      headers: { authorization: `Bearer ${bearer}`, lang: 'en_US' },
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().msg).toBe(`Too many calls: at most 3 a minute; try again in ${wait} s`);
    expect((await whoAmI((await token(credentials(other))).body.access_token)).status).toBe(200);
    // The limit is kept with the application and refused outside 1-100000.
    const bad = await add(admin, { rateLimit: 0 });
    expect(bad.body.msg).toContain('The calls a minute must be a whole number from 1 to 100000');
    const listed = await admin.call<Page<ApplicationRow>>('POST', '/application/list', {
      name: 'Busy-client',
    });
    expect(listed.body.result.records[0]?.rateLimit).toBe(3);
  });

  it("logs each token request by the application's name, or by the AppKey given when it fails", async () => {
    const c = (await add(admin, { name: 'Audited' })).body.result;
    await token(credentials(c));
    await token({ ...credentials(c), client_secret: 'as_wrong' });
    const log = await admin.call<Page<OplogRow>>('POST', '/sys/oplog/list', { size: 100 });
    const rows = log.body.result.records.filter((r) => r.module === 'openApi');
    expect(rows.find((r) => r.userName === 'Audited')?.result).toBe('success');
    expect(rows.find((r) => r.userName === c.appKey)?.result).toBe('fail');
    expect(JSON.stringify(log.body)).not.toContain(c.appSecret);
    const console = log.body.result.records.filter((r) => r.module === 'applications');
    expect(console.some((r) => r.userName === 'admin' && r.action === 'create')).toBe(true);
  });
});
