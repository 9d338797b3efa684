import {
  Code,
  type Page,
  type PermissionNode,
  type RoleDetail,
  type RoleRow,
  type UserDetail,
  type UserMenuResponse,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { encryptPassword, signIn } from '../../testing/client';
import { demoPerFile } from '../../testing/suite';
import { departments } from '../departments/schema';
import { roles } from './schema';

const w = demoPerFile('admin');

const auditor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Auditor',
  identity: 1,
  description: 'reads the operation log',
  defaultLanding: '/manager/oplog/list',
  permissions: ['1903'],
  ...overrides,
});

describe('role rules', () => {
  for (const [what, overrides, says] of [
    ['a name of 1 character', { name: 'A' }, 'The role name must be 2 to 30'],
    ['a name of 31 characters', { name: 'r'.repeat(31) }, 'The role name must be 2 to 30'],
    ['a description of 127 characters', { description: 'd'.repeat(127) }, 'at most 126'],
    ['no landing page', { defaultLanding: '' }, 'default landing'],
    ['a landing page of another identity', { defaultLanding: '/user/dashboard' }, 'default landing'],
    ['a landing page not checked', { permissions: ['1701'] }, 'among the checked menus'],
  ] as const) {
    it(`refuses ${what}`, async () => {
      const res = await w.admin.call('POST', '/sauth/role/add', auditor(overrides), {
        headers: { lang: 'en_US' },
      });
      expect(res.body.code, res.body.msg).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(says);
      expect(
        await w.app.database.db
          .select()
          .from(roles)
          .where(eq(roles.name, String(overrides.name ?? 'Auditor'))),
      ).toEqual([]);
    });
  }

  it('accepts 2 and 30 characters, and refuses a name taken', async () => {
    expect((await w.admin.call('POST', '/sauth/role/add', auditor({ name: 'Ab' }))).body.code).toBe(0);
    expect((await w.admin.call('POST', '/sauth/role/add', auditor({ name: 'r'.repeat(30) }))).body.code).toBe(
      0,
    );
    const taken = await w.admin.call('POST', '/sauth/role/add', auditor({ name: 'Ab' }), {
      headers: { lang: 'en_US' },
    });
    expect(taken.body).toMatchObject({ code: Code.CONFLICT, msg: 'A role named Ab already exists' });
  });

  it('offers the identity permission tree with buttons under their menus', async () => {
    const res = await w.admin.call<{ tree: PermissionNode[]; landings: Array<{ path: string }> }>(
      'POST',
      '/sauth/role/menuTree',
      { identity: 1 },
    );
    const org = res.body.result.tree.find((n) => n.key === '17');
    const users = org?.children.find((n) => n.key === '1701');
    expect(users?.children.map((c) => c.key)).toContain('1701:add');
    expect(res.body.result.landings.map((l) => l.path)).toContain('/manager/oplog/list');
  });
});

describe('a role decides what its users see and may call, at once', () => {
  it('grants only the checked menus and stores the half-checked parents', async () => {
    const add = await w.admin.call<{ id: number }>(
      'POST',
      '/sauth/role/add',
      auditor({ name: 'Log reader' }),
    );
    const id = add.body.result.id;
    const detail = await w.admin.call<RoleDetail>('GET', `/sauth/role/detail?id=${id}`);
    expect(detail.body.result.permissions.sort()).toEqual(['19', '1903']);

    const [ops] = await w.app.database.db.select().from(departments).where(eq(departments.code, '1002'));
    const made = await w.admin.call('POST', '/sauth/user/add', {
      account: 'log.reader',
      realName: '审计员',
      departmentId: ops?.id,
      roleIds: [id],
      password: encryptPassword(w.app, 'Reader@2026'),
      confirmPassword: encryptPassword(w.app, 'Reader@2026'),
    });
    expect(made.body.code, made.body.msg).toBe(0);
    const reader = await signIn(w.app, 'log.reader', 'Reader@2026');
    const menu = await reader.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', {});
    expect(menu.body.result.menuList.map((m) => m.id)).toEqual([19]);
    expect(menu.body.result.menuList[0]?.children.map((m) => m.id)).toEqual([1903]);
    expect((await reader.call('POST', '/sys/oplog/list', {})).body.code).toBe(0);
    expect((await reader.call('POST', '/sys/oplog/export', {})).body.code).toBe(Code.FORBIDDEN);

    // Adding the export button and the user list applies to the very next call.
    const mod = await w.admin.call('POST', '/sauth/role/modify', {
      id,
      name: 'Log reader',
      description: '',
      defaultLanding: '/manager/oplog/list',
      permissions: ['1903', '1903:export', '1701'],
    });
    expect(mod.body.code, mod.body.msg).toBe(0);
    const exported = await reader.download('POST', '/sys/oplog/export', {});
    expect(exported.type).toContain('spreadsheetml');
    expect((await reader.call('POST', '/sauth/user/list', {})).body.code).toBe(0);

    // And taking them away too.
    await w.admin.call('POST', '/sauth/role/modify', {
      id,
      name: 'Log reader',
      description: '',
      defaultLanding: '/manager/oplog/list',
      permissions: ['1903'],
    });
    expect((await reader.call('POST', '/sauth/user/list', {})).body.code).toBe(Code.FORBIDDEN);
  });

  it('a role in use cannot be deleted, and says by how many users', async () => {
    const [reader] = await w.app.database.db.select().from(roles).where(eq(roles.name, 'Log reader'));
    const res = await w.admin.call(
      'POST',
      '/sauth/role/del',
      { id: reader?.id },
      { headers: { lang: 'en_US' } },
    );
    expect(res.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'The role Log reader is held by 1 users; give them another role first',
    });
    const list = await w.admin.call<Page<RoleRow>>('POST', '/sauth/role/list', { name: 'Log' });
    expect(list.body.result.records).toEqual([expect.objectContaining({ name: 'Log reader', userCount: 1 })]);
    const [unused] = await w.app.database.db.select().from(roles).where(eq(roles.name, 'Ab'));
    expect((await w.admin.call('POST', '/sauth/role/del', { id: unused?.id })).body.code).toBe(0);
  });

  it('only managers with the role menu administer roles', async () => {
    const owner = await signIn(w.app, 'owner', DEMO_PASSWORD);
    expect((await owner.call('POST', '/sauth/role/add', auditor({ name: 'Sneaky' }))).body.code).toBe(
      Code.FORBIDDEN,
    );
  });
});

describe('roles held outside a manager departments are not theirs', () => {
  // `manager` manages Operations; the built-in roles are also held by `admin`, in the root department.
  const EN = { headers: { lang: 'en_US' } };
  let manager: Awaited<ReturnType<typeof signIn>>;
  let builtIn = 0;
  let opsRole = 0;
  const roleIds = async (c: typeof w.admin) =>
    (await c.call<Page<RoleRow>>('POST', '/sauth/role/list', { size: 100 })).body.result.records.map(
      (r) => r.name,
    );
  const newUser = (account: string, ids: number[], departmentId: number) => ({
    account,
    realName: '周同事',
    departmentId,
    roleIds: ids,
    password: encryptPassword(w.app, 'Clerk@2026'),
    confirmPassword: encryptPassword(w.app, 'Clerk@2026'),
  });
  let ops = 0;

  beforeAll(async () => {
    manager = await signIn(w.app, 'manager', DEMO_PASSWORD);
    const db = w.app.database.db;
    builtIn = (await db.select().from(roles).where(eq(roles.name, 'Manager')))[0]?.id ?? 0;
    ops = (await db.select().from(departments).where(eq(departments.code, '1002')))[0]?.id ?? 0;
  });

  it('lists, offers and shows only roles held inside their departments', async () => {
    expect(await roleIds(manager)).not.toContain('Manager');
    expect(await roleIds(w.admin)).toContain('Manager');
    const options = await manager.call<Array<{ name: string }>>('POST', '/sauth/role/options', {});
    expect(options.body.result.map((o) => o.name)).not.toContain('Manager');
    const held = await manager.call('GET', `/sauth/role/detail?id=${builtIn}`, undefined, EN);
    const unknown = await manager.call('GET', '/sauth/role/detail?id=999999', undefined, EN);
    expect(held.body).toMatchObject({ code: Code.BAD_REQUEST });
    expect(held.body.msg).toBe(unknown.body.msg);
  });

  it('cannot change or delete a role held elsewhere, answered as for an unknown role', async () => {
    const before = await w.admin.call<RoleDetail>('GET', `/sauth/role/detail?id=${builtIn}`);
    const mod = await manager.call(
      'POST',
      '/sauth/role/modify',
      {
        id: builtIn,
        name: 'Manager',
        description: '',
        defaultLanding: '/manager/oplog/list',
        permissions: ['1903'],
      },
      EN,
    );
    const unknown = await manager.call('POST', '/sauth/role/del', { id: 999999 }, EN);
    expect(mod.body).toMatchObject({ code: Code.BAD_REQUEST, msg: unknown.body.msg });
    // In use by users everywhere, yet the answer is "not found", not "in use by N users".
    const del = await manager.call('POST', '/sauth/role/del', { id: builtIn }, EN);
    expect(del.body).toMatchObject({ code: Code.BAD_REQUEST, msg: unknown.body.msg });
    const after = await w.admin.call<RoleDetail>('GET', `/sauth/role/detail?id=${builtIn}`);
    expect(after.body.result.permissions.sort()).toEqual(before.body.result.permissions.sort());
  });

  it('administers and hands out its own roles, but not one held elsewhere', async () => {
    const add = await manager.call<{ id: number }>(
      'POST',
      '/sauth/role/add',
      auditor({ name: 'Ops auditor' }),
    );
    expect(add.body.code, add.body.msg).toBe(0);
    opsRole = add.body.result.id;
    expect(await roleIds(manager)).toContain('Ops auditor');
    const made = await manager.call<UserDetail>(
      'POST',
      '/sauth/user/add',
      newUser('ops.audit', [opsRole], ops),
    );
    expect(made.body.code, made.body.msg).toBe(0);
    const id = made.body.result.id;
    expect(await roleIds(manager)).toContain('Ops auditor');

    const [userRole] = await w.app.database.db.select().from(roles).where(eq(roles.name, 'User'));
    const refused = await manager.call(
      'POST',
      '/sauth/user/add',
      newUser('ops.two', [userRole!.id], ops),
      EN,
    );
    const unknown = await manager.call('POST', '/sauth/user/add', newUser('ops.two', [999_999], ops), EN);
    expect(refused.body).toMatchObject({ code: Code.BAD_REQUEST, msg: `No such role: ${userRole!.id}` });
    expect(unknown.body.msg).toBe('No such role: 999999');
    const grant = await manager.call(
      'POST',
      '/sauth/user/modify',
      { id, realName: '周同事', departmentId: ops, roleIds: [opsRole, userRole!.id] },
      EN,
    );
    expect(grant.body).toMatchObject({ code: Code.BAD_REQUEST, msg: `No such role: ${userRole!.id}` });

    // Once the root manager hands the role to someone elsewhere, it leaves this manager's hands;
    // users who already hold it keep it through their manager's edits.
    const [rnd] = await w.app.database.db.select().from(departments).where(eq(departments.code, '1001'));
    const elsewhere = await w.admin.call('POST', '/sauth/user/add', newUser('rnd.audit', [opsRole], rnd!.id));
    expect(elsewhere.body.code, elsewhere.body.msg).toBe(0);
    expect(await roleIds(manager)).not.toContain('Ops auditor');
    const keep = await manager.call(
      'POST',
      '/sauth/user/modify',
      { id, realName: '周同事改', departmentId: ops, roleIds: [opsRole] },
      EN,
    );
    expect(keep.body.code, keep.body.msg).toBe(0);
    const third = await manager.call('POST', '/sauth/user/add', newUser('ops.three', [opsRole], ops), EN);
    expect(third.body.msg).toBe(`No such role: ${opsRole}`);

    // The user form offers it only for a user of theirs who holds it.
    const offered = async (body: Record<string, unknown>) =>
      (await manager.call<Array<{ name: string }>>('POST', '/sauth/role/options', body)).body.result.map(
        (o) => o.name,
      );
    expect(await offered({})).not.toContain('Ops auditor');
    expect(await offered({ userId: id })).toContain('Ops auditor');
    const rndUser = (elsewhere.body as { result: UserDetail }).result.id;
    expect(await offered({ userId: rndUser })).not.toContain('Ops auditor');
  });
});
