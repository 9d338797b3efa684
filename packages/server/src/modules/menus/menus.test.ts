import { Code, type MenuEntry, type UserMenuResponse } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { changeOwnPassword, signIn } from '../../testing/client';
import { addUser } from '../../testing/directory';
import { rolePermissions, roles } from '../roles/schema';
import { users } from '../users/schema';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
});
afterAll(() => app.close());

const flat = (menus: MenuEntry[]): MenuEntry[] => menus.flatMap((m) => [m, ...flat(m.children)]);

describe('usermenu and userbutton', () => {
  it('gives each identity its own menu tree with the spec flags', async () => {
    const admin = await signIn(app, 'admin', DEMO_PASSWORD);
    const manager = (await admin.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', { idenMenuId: 1 }))
      .body.result;
    expect(manager.curIden).toBe(1);
    expect(manager.idenList.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(manager.user).toMatchObject({ userAlias: 'admin', isNeedModifyPwd: 0 });
    expect(manager.platformType).toBe('common');
    const m = flat(manager.menuList);
    expect(m.find((e) => e.id === 13)).toMatchObject({ path: '/manager/13', notRouted: true });
    expect(m.find((e) => e.id === 15)).toMatchObject({ newTab: true, path: '/report/center' });
    expect(m.find((e) => e.id === 1607)).toMatchObject({ layout: 'blank', level: 2, parentId: 16 });
    expect(m.every((e) => e.title.zh_CN && e.title.en_US)).toBe(true);

    const dev = (await admin.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', { idenMenuId: 2 })).body
      .result;
    expect(dev.curIden).toBe(2);
    const d = flat(dev.menuList);
    expect(d.find((e) => e.id === 211)?.newTab).toBe(true);
    expect(d.some((e) => e.path.startsWith('/manager'))).toBe(false);
    // The switch sticks to the session: the next call is judged as developer.
    expect((await admin.call('POST', '/sys/pwdSafe/detail')).body.code).toBe(Code.FORBIDDEN);
    const owner = flat(
      (await admin.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', { idenMenuId: 3 })).body.result
        .menuList,
    );
    expect(owner.find((e) => e.id === 312)?.newTab).toBe(true);
    const user = flat(
      (await admin.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', { idenMenuId: 4 })).body.result
        .menuList,
    );
    expect(user.find((e) => e.id === 406)?.newTab).toBe(true);
  });

  it('does not switch to an identity the user does not hold', async () => {
    const c = await signIn(app, 'user', DEMO_PASSWORD);
    const res = (await c.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', { idenMenuId: 1 })).body
      .result;
    expect(res.curIden).toBe(4);
    expect(res.idenList.map((i) => i.id)).toEqual([4]);
  });

  it('returns the buttons granted on a menu', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const res = await c.call<{ buttonList: string[] }>('POST', '/sauth/menu/userbutton', { menuId: 1701 });
    expect(res.body.result.buttonList).toEqual(
      expect.arrayContaining(['add', 'edit', 'delete', 'lock', 'resetPwd']),
    );
    const none = await c.call<{ buttonList: string[] }>('POST', '/sauth/menu/userbutton', { menuId: 201 });
    expect(none.body.result.buttonList).toEqual([]);
  });

  it('an identity whose role grants nothing gets an empty menu list', async () => {
    const [empty] = await app.database.db
      .insert(roles)
      .values({ name: 'Empty', identity: 4, defaultLanding: '/user/dashboard' })
      .returning();
    const [dept] = await app.database.db.select().from(users).where(eq(users.account, 'user'));
    await addUser(app.database.db, 'nobody1', 'Nobody', dept!.departmentId, [empty!.id]);
    const c = await signIn(app, 'nobody1', DEMO_PASSWORD);
    const res = await c.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', {});
    expect(res.body.result.menuList).toEqual([]);
  });
});

describe('permissions per identity', () => {
  const cases: Array<[account: string, allowed: string, refused: string]> = [
    ['developer', '/sauth/menu/userbutton', '/sys/pwdSafe/detail'],
    ['owner', '/sauth/menu/userbutton', '/sauth/user/list'],
    ['user', '/sauth/menu/userbutton', '/sys/pwdSafe/save'],
  ];
  for (const [account, allowed, refused] of cases) {
    it(`${account}: may call ${allowed}, may not call ${refused}`, async () => {
      const c = await signIn(app, account, DEMO_PASSWORD);
      expect((await c.call('POST', allowed, { menuId: 1 })).body.code).toBe(0);
      const no = await c.call('POST', refused, {});
      expect(no.status).toBe(403);
      expect(no.body.code).toBe(Code.FORBIDDEN);
    });
  }

  it('manager: a role grants menus and buttons one by one, and the server holds to it', async () => {
    const db = app.database.db;
    const [auditor] = await db
      .insert(roles)
      .values({ name: 'Log auditor', identity: 1, defaultLanding: '/manager/oplog/list' })
      .returning();
    await db.insert(rolePermissions).values([{ roleId: auditor!.id, permission: '1903' }]);
    const [dept] = await db.select().from(users).where(eq(users.account, 'manager'));
    await addUser(db, 'auditor1', 'Auditor', dept!.departmentId, [auditor!.id]);
    const c = await signIn(app, 'auditor1', DEMO_PASSWORD);
    expect((await c.call('POST', '/sys/oplog/list', {})).body.code).toBe(0);
    expect((await c.call('POST', '/sys/pwdSafe/detail', {})).body.code).toBe(Code.FORBIDDEN);
    expect((await c.call('POST', '/sauth/user/list', {})).body.code).toBe(Code.FORBIDDEN);
    const menu = await c.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', {});
    expect(flat(menu.body.result.menuList).map((m) => m.id)).toEqual([19, 1903]);
    expect(menu.body.result.role?.defaultLanding).toBe('/manager/oplog/list');
  });
});

describe('version dialog', () => {
  it('gives any signed-in user the platform version and copyright', async () => {
    const c = await signIn(app, 'user', DEMO_PASSWORD);
    const res = await c.call<{ version: string; copyright: { zh_CN: string; en_US: string } }>(
      'POST',
      '/sys/aboutus/app',
    );
    expect(res.body.result.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(res.body.result.copyright.en_US).toContain('RPA Console');
    expect((await app.inject({ method: 'POST', url: '/api/sys/aboutus/app' })).json().code).toBe(
      Code.SESSION_MISSING,
    );
  });
});

describe('forced password change', () => {
  it('blocks everything but the change until it is made', async () => {
    const c = await signIn(app, 'newbie', DEMO_PASSWORD);
    expect(c.login.user.isNeedModifyPwd).toBe(1);
    expect((await c.call('POST', '/sauth/menu/usermenu', {})).body.code).toBe(0);
    const blocked = await c.call('POST', '/sauth/menu/userbutton', { menuId: 402 });
    expect(blocked.body.code).toBe(Code.PASSWORD_CHANGE_REQUIRED);
    const changed = await changeOwnPassword(app, c, DEMO_PASSWORD, 'Fresh@2027');
    expect(changed.body.code).toBe(0);
    expect((await c.call('POST', '/sauth/menu/userbutton', { menuId: 402 })).body.code).toBe(0);
    const again = await signIn(app, 'newbie', 'Fresh@2027');
    expect(again.login.user.isNeedModifyPwd).toBe(0);
  });
});
