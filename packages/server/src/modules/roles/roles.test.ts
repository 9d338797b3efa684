import {
  Code,
  type Page,
  type PermissionNode,
  type RoleDetail,
  type RoleRow,
  type UserMenuResponse,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, encryptPassword, signIn } from '../../testing/client';
import { departments } from '../departments/schema';
import { roles } from './schema';

let app: FastifyInstance;
let admin: Caller;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db);
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
});
afterAll(() => app.close());

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
      const res = await admin.call('POST', '/sauth/role/add', auditor(overrides), {
        headers: { lang: 'en_US' },
      });
      expect(res.body.code, res.body.msg).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain(says);
      expect(
        await app.database.db
          .select()
          .from(roles)
          .where(eq(roles.name, String(overrides.name ?? 'Auditor'))),
      ).toEqual([]);
    });
  }

  it('accepts 2 and 30 characters, and refuses a name taken', async () => {
    expect((await admin.call('POST', '/sauth/role/add', auditor({ name: 'Ab' }))).body.code).toBe(0);
    expect((await admin.call('POST', '/sauth/role/add', auditor({ name: 'r'.repeat(30) }))).body.code).toBe(
      0,
    );
    const taken = await admin.call('POST', '/sauth/role/add', auditor({ name: 'Ab' }), {
      headers: { lang: 'en_US' },
    });
    expect(taken.body).toMatchObject({ code: Code.CONFLICT, msg: 'A role named Ab already exists' });
  });

  it('offers the identity permission tree with buttons under their menus', async () => {
    const res = await admin.call<{ tree: PermissionNode[]; landings: Array<{ path: string }> }>(
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
    const add = await admin.call<{ id: number }>('POST', '/sauth/role/add', auditor({ name: 'Log reader' }));
    const id = add.body.result.id;
    const detail = await admin.call<RoleDetail>('GET', `/sauth/role/detail?id=${id}`);
    expect(detail.body.result.permissions.sort()).toEqual(['19', '1903']);

    const [ops] = await app.database.db.select().from(departments).where(eq(departments.code, '1002'));
    const made = await admin.call('POST', '/sauth/user/add', {
      account: 'log.reader',
      realName: '审计员',
      departmentId: ops?.id,
      roleIds: [id],
      password: encryptPassword(app, 'Reader@2026'),
      confirmPassword: encryptPassword(app, 'Reader@2026'),
    });
    expect(made.body.code, made.body.msg).toBe(0);
    const reader = await signIn(app, 'log.reader', 'Reader@2026');
    const menu = await reader.call<UserMenuResponse>('POST', '/sauth/menu/usermenu', {});
    expect(menu.body.result.menuList.map((m) => m.id)).toEqual([19]);
    expect(menu.body.result.menuList[0]?.children.map((m) => m.id)).toEqual([1903]);
    expect((await reader.call('POST', '/sys/oplog/list', {})).body.code).toBe(0);
    expect((await reader.call('POST', '/sys/oplog/export', {})).body.code).toBe(Code.FORBIDDEN);

    // Adding the export button and the user list applies to the very next call.
    const mod = await admin.call('POST', '/sauth/role/modify', {
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
    await admin.call('POST', '/sauth/role/modify', {
      id,
      name: 'Log reader',
      description: '',
      defaultLanding: '/manager/oplog/list',
      permissions: ['1903'],
    });
    expect((await reader.call('POST', '/sauth/user/list', {})).body.code).toBe(Code.FORBIDDEN);
  });

  it('a role in use cannot be deleted, and says by how many users', async () => {
    const [reader] = await app.database.db.select().from(roles).where(eq(roles.name, 'Log reader'));
    const res = await admin.call(
      'POST',
      '/sauth/role/del',
      { id: reader?.id },
      { headers: { lang: 'en_US' } },
    );
    expect(res.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'The role Log reader is held by 1 users; give them another role first',
    });
    const list = await admin.call<Page<RoleRow>>('POST', '/sauth/role/list', { name: 'Log' });
    expect(list.body.result.records).toEqual([expect.objectContaining({ name: 'Log reader', userCount: 1 })]);
    const [unused] = await app.database.db.select().from(roles).where(eq(roles.name, 'Ab'));
    expect((await admin.call('POST', '/sauth/role/del', { id: unused?.id })).body.code).toBe(0);
  });

  it('only managers with the role menu administer roles', async () => {
    const owner = await signIn(app, 'owner', DEMO_PASSWORD);
    expect((await owner.call('POST', '/sauth/role/add', auditor({ name: 'Sneaky' }))).body.code).toBe(
      Code.FORBIDDEN,
    );
  });
});
