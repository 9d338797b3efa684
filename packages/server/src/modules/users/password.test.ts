import { Code, type UserDetail } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptWindows } from '../../platform/limits/schema';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, changeOwnPassword, encryptPassword, login, signIn } from '../../testing/client';
import { loginFailures } from '../auth/schema';
import { departments } from '../departments/schema';
import { roles } from '../roles/schema';
import { DEFAULT_POLICY, savePolicy } from '../security/policy';
import { users } from './schema';

let app: FastifyInstance;
let admin: Caller;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(db());
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
});
afterAll(() => app.close());
beforeEach(async () => {
  await savePolicy(db(), { ...DEFAULT_POLICY, lockThreshold: 3, captchaAfterFailures: 100 });
  await db().delete(loginFailures);
  await db().delete(attemptWindows);
  await db().update(users).set({ failedLogins: 0, lockedUntil: null });
});

const change = (c: Caller, current: string, next: string, lang?: string) =>
  changeOwnPassword(app, c, current, next, lang);

const validates = async (c: Caller) => (await c.call('POST', '/oauth/validate')).body.code;

async function newUser(account: string, password = 'Clerk@2026'): Promise<number> {
  const [dept] = await db().select().from(departments).where(eq(departments.code, '10021'));
  const [role] = await db().select().from(roles).where(eq(roles.name, 'User'));
  const res = await admin.call<UserDetail>('POST', '/sauth/user/add', {
    account,
    realName: '钱会计',
    departmentId: dept?.id,
    roleIds: [role?.id],
    password: encryptPassword(app, password),
    confirmPassword: encryptPassword(app, password),
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.id;
}

describe('changing one’s own password', () => {
  it('ends the other sessions of the user and keeps the current one', async () => {
    await newUser('pw.sessions');
    const here = await signIn(app, 'pw.sessions', 'Clerk@2026');
    const elsewhere = await signIn(app, 'pw.sessions', 'Clerk@2026');
    const other = await signIn(app, 'manager', DEMO_PASSWORD);
    expect((await change(here, 'Clerk@2026', 'Fresh@2026x')).body.code).toBe(0);
    expect(await validates(here)).toBe(0);
    expect(await validates(elsewhere)).toBe(Code.SESSION_REVOKED);
    expect(await validates(other)).toBe(0);
  });

  it('counts wrong current passwords like failed sign-ins, up to the lockout', async () => {
    await newUser('pw.guess');
    const c = await signIn(app, 'pw.guess', 'Clerk@2026');
    for (const guess of ['Guess@1x', 'Guess@2x']) {
      expect((await change(c, guess, 'Fresh@2026x')).body).toMatchObject({
        code: Code.BAD_REQUEST,
        msg: 'The current password is wrong',
      });
    }
    const third = await change(c, 'Guess@3x', 'Fresh@2026x');
    expect(third.body).toMatchObject({
      code: Code.TOO_MANY_ATTEMPTS,
      msg: expect.stringContaining('30 minutes'),
    });
    // Locked: the right current password no longer helps, nor does the login page.
    expect((await change(c, 'Clerk@2026', 'Fresh@2026x')).body.code).toBe(Code.TOO_MANY_ATTEMPTS);
    expect((await login(app, 'pw.guess', 'Clerk@2026')).code).toBe(1005);
    const [u] = await db().select().from(users).where(eq(users.account, 'pw.guess'));
    expect(u?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('shares the counter with the login page', async () => {
    await newUser('pw.shared');
    const c = await signIn(app, 'pw.shared', 'Clerk@2026');
    await login(app, 'pw.shared', 'Guess@1x');
    await login(app, 'pw.shared', 'Guess@2x');
    expect((await change(c, 'Guess@3x', 'Fresh@2026x')).body.code).toBe(Code.TOO_MANY_ATTEMPTS);
  });

  it('refuses a new password containing the account name, in any letter case', async () => {
    await newUser('clerk.two');
    const c = await signIn(app, 'clerk.two', 'Clerk@2026');
    expect((await change(c, 'Clerk@2026', 'X@CLERK.TWO9')).body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'The password must not contain the account name',
    });
    expect((await change(c, 'Clerk@2026', 'X@clerk.two9', 'zh_CN')).body.msg).toBe('密码不能包含账号');
    // Not counted as a failure, and nothing changed.
    const [u] = await db().select().from(users).where(eq(users.account, 'clerk.two'));
    expect(u?.failedLogins).toBe(0);
    expect((await login(app, 'clerk.two', 'Clerk@2026')).code).toBe(0);
  });

  it('checks the typed-again password on the server too, and changes nothing when it differs', async () => {
    await newUser('clerk.three');
    const c = await signIn(app, 'clerk.three', 'Clerk@2026');
    const differs = (lang: string) =>
      c.call(
        'POST',
        '/sauth/user/modifyPwd',
        {
          id: c.login.user.id,
          oldPassWord: encryptPassword(app, 'Clerk@2026'),
          newPassWord: encryptPassword(app, 'Fresh@2026x'),
          confirmPassWord: encryptPassword(app, 'Fresh@2026y'),
        },
        { headers: { lang } },
      );
    expect((await differs('en_US')).body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'The two passwords do not match',
    });
    expect((await differs('zh_CN')).body.msg).toBe('两次输入的密码不一致');
    // Left out entirely: refused as a bad request too.
    const missing = await c.call('POST', '/sauth/user/modifyPwd', {
      id: c.login.user.id,
      oldPassWord: encryptPassword(app, 'Clerk@2026'),
      newPassWord: encryptPassword(app, 'Fresh@2026x'),
    });
    expect(missing.body.code).toBe(Code.BAD_REQUEST);
    expect((await login(app, 'clerk.three', 'Fresh@2026x')).code).not.toBe(0);
    expect((await login(app, 'clerk.three', 'Clerk@2026')).code).toBe(0);
  });
});

describe('passwords set by a manager', () => {
  it('refuses the account name in a new user’s password and in a password set for a user', async () => {
    const add = await admin.call(
      'POST',
      '/sauth/user/add',
      {
        account: 'Robin',
        realName: '罗宾',
        departmentId: (await db().select().from(departments).where(eq(departments.code, '10021')))[0]?.id,
        roleIds: [(await db().select().from(roles).where(eq(roles.name, 'User')))[0]?.id],
        password: encryptPassword(app, 'robin@Home1'),
        confirmPassword: encryptPassword(app, 'robin@Home1'),
      },
      { headers: { lang: 'en_US' } },
    );
    expect(add.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'The password must not contain the account name',
    });
    expect(await db().select().from(users).where(eq(users.account, 'Robin'))).toHaveLength(0);

    const id = await newUser('robin2');
    const set = await admin.call('POST', '/sauth/user/password', {
      userId: id,
      password: encryptPassword(app, 'My@ROBIN2pass'),
      confirmPassword: encryptPassword(app, 'My@ROBIN2pass'),
    });
    expect(set.body).toMatchObject({ code: Code.BAD_REQUEST, msg: '密码不能包含账号' });
    expect((await login(app, 'robin2', 'Clerk@2026')).code).toBe(0);
  });

  it('a reset ends every session of the user', async () => {
    const id = await newUser('pw.reset');
    const a = await signIn(app, 'pw.reset', 'Clerk@2026');
    const b = await signIn(app, 'pw.reset', 'Clerk@2026');
    expect((await admin.call('POST', '/sauth/user/resetPwd', { userId: id })).body.code).toBe(0);
    expect(await validates(a)).toBe(Code.SESSION_REVOKED);
    expect(await validates(b)).toBe(Code.SESSION_REVOKED);
  });
});
