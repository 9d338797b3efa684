import { Code, LoginCode } from '@rpa/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptWindows } from '../../platform/limits/schema';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { login } from '../../testing/client';
import { operationLogs } from '../oplog/schema';
import { DEFAULT_POLICY, savePolicy } from '../security/policy';
import { users } from '../users/schema';
import { captchas, loginFailures, sessions } from './schema';

let app: FastifyInstance;
let nextCaptcha = 'AB12';
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({}, { captchaText: () => nextCaptcha });
  await seedDemo(db());
});
afterAll(() => app.close());
beforeEach(async () => {
  await savePolicy(db(), DEFAULT_POLICY);
  await db().delete(loginFailures);
  await db().delete(attemptWindows);
  await db().update(users).set({ failedLogins: 0, lockedUntil: null });
});

async function lastLog() {
  const [row] = await db().select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
  return row;
}

describe('POST /oauth/token', () => {
  it('signs in with the right password and says who the user is', async () => {
    const res = await login(app, 'admin', DEMO_PASSWORD);
    expect(res.code).toBe(0);
    expect(res.result.token).toMatch(/^[\w-]{40,}$/);
    expect(res.result.signKey).toMatch(/^[\w-]{40,}$/);
    expect(res.result.user).toMatchObject({ userAlias: 'admin', userName: '系统管理员', isNeedModifyPwd: 0 });
    expect(res.result.idenList).toEqual([1, 2, 3, 4]);
    expect(res.result.curIden).toBe(1);
    expect(await lastLog()).toMatchObject({ action: 'login', result: 'success', userName: 'admin' });
  });

  it('accepts the account in any letter case', async () => {
    expect((await login(app, 'ADMIN', DEMO_PASSWORD)).code).toBe(0);
  });

  it('refuses a wrong password with a localised message and logs the failure', async () => {
    const zh = await login(app, 'admin', 'Wrong@2026');
    expect(zh).toMatchObject({ code: LoginCode.BAD_CREDENTIALS, msg: '账号或密码错误' });
    expect(await lastLog()).toMatchObject({ action: 'login', result: 'fail', userName: 'admin' });
    const en = await app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { lang: 'en_US' },
      payload: { username: 'nobody', password: 'x', clientType: 'web' },
    });
    expect(en.json().code).toBe(LoginCode.PASSWORD_UNREADABLE);
  });

  it('refuses a malformed payload with a field message and writes no session', async () => {
    const before = (await db().select().from(sessions)).length;
    const res = await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { username: 'admin' } });
    expect(res.json().code).toBe(Code.BAD_REQUEST);
    expect(res.json().msg).toContain('password');
    expect((await db().select().from(sessions)).length).toBe(before);
  });
});

describe('captcha', () => {
  async function failTimes(account: string, n: number) {
    for (let i = 0; i < n; i++) await login(app, account, 'Wrong@2026');
  }

  it('tells after how many failures the captcha shows', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/sysconfapi/timesVCode' });
    expect(res.json().result).toEqual({ times: DEFAULT_POLICY.captchaAfterFailures });
  });

  it('is required after the threshold, also for accounts that do not exist', async () => {
    await failTimes('owner', 3);
    expect((await login(app, 'owner', DEMO_PASSWORD)).code).toBe(LoginCode.CAPTCHA_REQUIRED);
    await failTimes('ghost', 3);
    expect((await login(app, 'ghost', DEMO_PASSWORD)).code).toBe(LoginCode.CAPTCHA_REQUIRED);
  });

  it('serves a JPEG image per uuid', async () => {
    const res = await app.inject('/api/oauth/captcha.jpg?uuid=img-test-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await app.inject('/api/oauth/captcha.jpg?uuid=../x')).json().code).toBe(Code.BAD_REQUEST);
  });

  it('refuses a wrong answer, accepts the right one once, and never twice', async () => {
    await failTimes('owner', 3);
    nextCaptcha = 'Kx7p';
    await app.inject('/api/oauth/captcha.jpg?uuid=uuid-wrong-1');
    const wrong = await login(app, 'owner', DEMO_PASSWORD, { uuid: 'uuid-wrong-1', captcha: 'zzzz' });
    expect(wrong.code).toBe(LoginCode.CAPTCHA_WRONG);
    // The wrong try used it up: even the right answer now fails.
    expect((await login(app, 'owner', DEMO_PASSWORD, { uuid: 'uuid-wrong-1', captcha: 'Kx7p' })).code).toBe(
      LoginCode.CAPTCHA_WRONG,
    );
    await app.inject('/api/oauth/captcha.jpg?uuid=uuid-right-1');
    const right = await login(app, 'owner', DEMO_PASSWORD, { uuid: 'uuid-right-1', captcha: 'kX7P' });
    expect(right.code).toBe(0);
    await failTimes('owner', 3);
    const reused = await login(app, 'owner', DEMO_PASSWORD, { uuid: 'uuid-right-1', captcha: 'Kx7p' });
    expect(reused.code).toBe(LoginCode.CAPTCHA_WRONG);
  });

  it('expires', async () => {
    await failTimes('owner', 3);
    await app.inject('/api/oauth/captcha.jpg?uuid=uuid-old-1');
    await db()
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.uuid, 'uuid-old-1'));
    expect(
      (await login(app, 'owner', DEMO_PASSWORD, { uuid: 'uuid-old-1', captcha: nextCaptcha })).code,
    ).toBe(LoginCode.CAPTCHA_WRONG);
  });
});

describe('lockout', () => {
  it('locks after the threshold of failures and unlocks after the duration', async () => {
    await savePolicy(db(), {
      ...DEFAULT_POLICY,
      lockThreshold: 3,
      lockMinutes: 15,
      captchaAfterFailures: 50,
    });
    expect((await login(app, 'developer', 'Wrong@1')).code).toBe(LoginCode.BAD_CREDENTIALS);
    expect((await login(app, 'developer', 'Wrong@2')).code).toBe(LoginCode.BAD_CREDENTIALS);
    const third = await login(app, 'developer', 'Wrong@3');
    expect(third.code).toBe(LoginCode.TEMPORARILY_LOCKED);
    expect(third.msg).toContain('15');
    // Even the right password is refused while locked.
    expect((await login(app, 'developer', DEMO_PASSWORD)).code).toBe(LoginCode.TEMPORARILY_LOCKED);
    // The duration passes.
    await db()
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.account, 'developer'));
    expect((await login(app, 'developer', DEMO_PASSWORD)).code).toBe(0);
  });

  it('refuses a user locked by a manager', async () => {
    await db().update(users).set({ status: 'locked' }).where(eq(users.account, 'owner'));
    expect((await login(app, 'owner', DEMO_PASSWORD)).code).toBe(LoginCode.ACCOUNT_LOCKED);
    await db().update(users).set({ status: 'normal' }).where(eq(users.account, 'owner'));
  });
});
