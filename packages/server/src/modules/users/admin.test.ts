import { Code, checkPassword, type Page, type UserDetail, type UserRow } from '@rpa/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, encryptPassword, login, signIn } from '../../testing/client';
import { departments } from '../departments/schema';
import { roles } from '../roles/schema';
import { DEFAULT_POLICY } from '../security/policy';
import { users } from './schema';

let app: FastifyInstance;
let admin: Caller;
let manager: Caller;
const role: Record<string, number> = {};
const dept: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  manager = await signIn(app, 'manager', DEMO_PASSWORD);
  await app.database.db
    .insert(roles)
    .values({ name: 'User B', identity: 4, defaultLanding: '/user/dashboard' });
  for (const r of await app.database.db.select().from(roles)) role[r.name] = r.id;
  for (const d of await app.database.db.select().from(departments)) dept[d.code] = d.id;
});
afterAll(() => app.close());

const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    account: 'clerk.one',
    realName: '钱会计',
    departmentId: dept['10021'],
    roleIds: [role.User],
    password: encryptPassword(app, 'Clerk@2026'),
    confirmPassword: encryptPassword(app, 'Clerk@2026'),
    ...overrides,
  };
}

describe('adding users: every rule at its boundary, refused without a trace', () => {
  // Built lazily: the app and its key exist only once beforeAll has run.
  const refusals: Array<[string, () => Record<string, unknown>, string]> = [
    ['account of 2 characters', () => ({ account: 'ab' }), 'The account must start with a letter'],
    [
      'account of 51 characters',
      () => ({ account: `a${'b'.repeat(50)}` }),
      'The account must start with a letter',
    ],
    ['account starting with a digit', () => ({ account: '1abc' }), 'The account must start with a letter'],
    ['account with #', () => ({ account: 'ab#c' }), 'The account must start with a letter'],
    ['real name of 1 character', () => ({ realName: '钱' }), 'The real name must be 2 to 30'],
    ['real name of 31 characters', () => ({ realName: 'x'.repeat(31) }), 'The real name must be 2 to 30'],
    ['description of 127 characters', () => ({ description: 'd'.repeat(127) }), 'at most 126'],
    ['no role', () => ({ roleIds: [] }), 'Choose a role'],
    [
      'two roles of one identity',
      () => ({ roleIds: [role.User, role['User B']] }),
      'at most one role per identity',
    ],
    ['a role that does not exist', () => ({ roleIds: [999_999] }), 'No such role'],
    ['no department', () => ({ departmentId: undefined }), 'Choose a department'],
    [
      'confirmation that differs',
      () => ({ confirmPassword: encryptPassword(app, 'Clerk@2027') }),
      'do not match',
    ],
    [
      'a password breaking the policy',
      () => ({ password: encryptPassword(app, 'short'), confirmPassword: encryptPassword(app, 'short') }),
      'The password must be',
    ],
    ['an invalid email', () => ({ email: 'nope' }), 'email'],
  ];
  for (const [what, overrides, says] of refusals) {
    it(`refuses ${what}`, async () => {
      const before = await userCount();
      const res = await admin.call('POST', '/sauth/user/add', newUser(overrides()), {
        headers: { lang: 'en_US' },
      });
      expect(res.body.code, res.body.msg).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(says);
      expect(await userCount()).toBe(before);
    });
  }

  it('accepts the boundary values, and the new user can sign in', async () => {
    const res = await admin.call<UserDetail>(
      'POST',
      '/sauth/user/add',
      newUser({
        account: `a${'b'.repeat(49)}`,
        realName: 'x'.repeat(30),
        description: 'd'.repeat(126),
        email: 'clerk@example.com',
        studioLicence: true,
      }),
    );
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.result).toMatchObject({
      realName: 'x'.repeat(30),
      studioLicence: true,
      status: 'normal',
    });
    const short = await admin.call('POST', '/sauth/user/add', newUser({ account: 'abc', realName: '钱二' }));
    expect(short.body.code).toBe(0);
    expect((await login(app, 'abc', 'Clerk@2026')).code).toBe(0);
  });

  it('refuses an account that exists, whatever its case, in both languages', async () => {
    const zh = await admin.call('POST', '/sauth/user/add', newUser({ account: 'ABC' }));
    expect(zh.body).toMatchObject({ code: Code.CONFLICT, msg: '账号 ABC 已存在' });
    const en = await admin.call('POST', '/sauth/user/add', newUser({ account: 'Abc' }), {
      headers: { lang: 'en_US' },
    });
    expect(en.body.msg).toBe('The account Abc already exists');
  });
});

describe('department scope', () => {
  it('a manager lists only users of their departments and their sub-departments', async () => {
    const res = await manager.call<Page<UserRow>>('POST', '/sauth/user/list', { size: 100 });
    const accounts = res.body.result.records.map((u) => u.account);
    expect(accounts).toEqual(expect.arrayContaining(['manager', 'owner', 'user', 'newbie']));
    expect(accounts).not.toContain('developer');
    expect(accounts).not.toContain('admin');
    const row = res.body.result.records.find((u) => u.account === 'user');
    expect(row?.roles).toEqual([expect.objectContaining({ name: 'User', identity: 4 })]);
  });

  it('a manager cannot add a user to a department outside them', async () => {
    const before = await userCount();
    const res = await manager.call(
      'POST',
      '/sauth/user/add',
      newUser({ account: 'rnd.intern', departmentId: dept['1001'] }),
    );
    expect(res.body.code).toBe(Code.BAD_REQUEST);
    expect(await userCount()).toBe(before);
  });

  it('a manager cannot read, change, lock or delete a user outside them', async () => {
    const [dev] = await app.database.db.select().from(users).where(eq(users.account, 'developer'));
    const id = dev?.id ?? 0;
    expect((await manager.call('GET', `/sauth/user/userInfo?id=${id}`)).body.code).toBe(Code.BAD_REQUEST);
    expect(
      (await manager.call('POST', '/sauth/user/unlock', { userId: id, status: 'locked' })).body.code,
    ).toBe(Code.BAD_REQUEST);
    expect((await manager.call('POST', '/sauth/user/del', { ids: [id] })).body.code).toBe(Code.BAD_REQUEST);
    const [still] = await app.database.db.select().from(users).where(eq(users.id, id));
    expect(still?.status).toBe('normal');
  });

  it('department authorisation widens what a manager sees, within the authoriser scope', async () => {
    const [mgr] = await app.database.db.select().from(users).where(eq(users.account, 'manager'));
    const select = await admin.call<{ checked: number[] }>('POST', '/sauth/user/selectOrg', {
      userId: mgr?.id,
    });
    expect(select.body.result.checked).toEqual([]);
    const saved = await admin.call('POST', '/sauth/user/authorizeSave', {
      userId: mgr?.id,
      orgId: [dept['1001']],
    });
    expect(saved.body.code).toBe(0);
    const res = await manager.call<Page<UserRow>>('POST', '/sauth/user/list', { size: 100 });
    expect(res.body.result.records.map((u) => u.account)).toContain('developer');
    // The manager cannot hand out departments they do not manage themselves.
    const [owner] = await app.database.db.select().from(users).where(eq(users.account, 'owner'));
    const beyond = await manager.call('POST', '/sauth/user/authorizeSave', {
      userId: owner?.id,
      orgId: [dept['10']],
    });
    expect(beyond.body.code).toBe(Code.BAD_REQUEST);
    await admin.call('POST', '/sauth/user/authorizeSave', { userId: mgr?.id, orgId: [] });
  });
});

describe('lock, passwords and deletion', () => {
  async function create(account: string): Promise<number> {
    const res = await admin.call<UserDetail>('POST', '/sauth/user/add', newUser({ account }));
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.result.id;
  }

  it('locking ends the user sessions at once and refuses sign-in; unlocking lets them back', async () => {
    const id = await create('lock.me');
    const victim = await signIn(app, 'lock.me', 'Clerk@2026');
    expect((await victim.call('GET', '/sys/alert/count')).body.code).toBe(0);
    expect((await admin.call('POST', '/sauth/user/unlock', { userId: id, status: 'locked' })).body.code).toBe(
      0,
    );
    expect((await victim.call('GET', '/sys/alert/count')).body.code).toBe(Code.SESSION_REVOKED);
    expect((await login(app, 'lock.me', 'Clerk@2026')).code).toBe(1004);
    expect((await admin.call('POST', '/sauth/user/unlock', { userId: id, status: 'normal' })).body.code).toBe(
      0,
    );
    expect((await login(app, 'lock.me', 'Clerk@2026')).code).toBe(0);
  });

  it('nobody locks or deletes themselves', async () => {
    const self = admin.login.user.id;
    const lock = await admin.call(
      'POST',
      '/sauth/user/unlock',
      { userId: self, status: 'locked' },
      {
        headers: { lang: 'en_US' },
      },
    );
    expect(lock.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'You cannot do this to your own account',
    });
    expect((await admin.call('POST', '/sauth/user/del', { ids: [self] })).body.code).toBe(Code.BAD_REQUEST);
    expect((await admin.call('GET', '/sys/alert/count')).body.code).toBe(0);
  });

  it('reset gives a new password that meets the policy, once, and forces a change', async () => {
    const id = await create('reset.me');
    const res = await admin.call<{ password: string }>('POST', '/sauth/user/resetPwd', { userId: id });
    expect(res.body.code).toBe(0);
    const { password } = res.body.result;
    expect(checkPassword(password, DEFAULT_POLICY)).toBeNull();
    expect((await login(app, 'reset.me', 'Clerk@2026')).code).toBe(1001);
    const fresh = await login(app, 'reset.me', password);
    expect(fresh.result.user.isNeedModifyPwd).toBe(1);
    const info = await admin.call<UserDetail>('GET', `/sauth/user/userInfo?id=${id}`);
    expect(info.body.result).not.toHaveProperty('password');
  });

  it('a manager sets a password with confirmation; the old one stops working', async () => {
    const id = await create('pw.me');
    const mismatch = await admin.call('POST', '/sauth/user/password', {
      userId: id,
      password: encryptPassword(app, 'Another@2026'),
      confirmPassword: encryptPassword(app, 'Another@2027'),
    });
    expect(mismatch.body.code).toBe(Code.BAD_REQUEST);
    const set = await admin.call('POST', '/sauth/user/password', {
      userId: id,
      password: encryptPassword(app, 'Another@2026'),
      confirmPassword: encryptPassword(app, 'Another@2026'),
    });
    expect(set.body.code).toBe(0);
    expect((await login(app, 'pw.me', 'Clerk@2026')).code).toBe(1001);
    expect((await login(app, 'pw.me', 'Another@2026')).code).toBe(0);
  });

  it('modify changes fields and roles; deletion ends the sessions and removes the user', async () => {
    const id = await create('gone.soon');
    const mod = await admin.call<UserDetail>('POST', '/sauth/user/modify', {
      id,
      realName: '孙出纳',
      departmentId: dept['10022'],
      roleIds: [role.User, role.Owner],
      description: 'moved to HR',
    });
    expect(mod.body.result).toMatchObject({ realName: '孙出纳', departmentId: dept['10022'] });
    expect(mod.body.result.roleIds.sort()).toEqual([role.User, role.Owner].sort());
    const victim = await signIn(app, 'gone.soon', 'Clerk@2026');
    expect(victim.login.idenList).toEqual([3, 4]);
    expect((await admin.call('POST', '/sauth/user/del', { ids: [id] })).body).toMatchObject({
      code: 0,
      result: { deleted: 1 },
    });
    expect((await victim.call('GET', '/sys/alert/count')).body.code).toBe(Code.SESSION_INVALID);
    expect((await admin.call('GET', `/sauth/user/userInfo?id=${id}`)).body.code).toBe(Code.BAD_REQUEST);
  });
});
