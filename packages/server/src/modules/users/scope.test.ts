import { Code } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/client';
import { addUser, departmentId } from '../../testing/directory';
import { departments } from '../departments/schema';
import { ensureBuiltInRoles } from '../roles/builtin';
import { userDepartments, users } from './schema';

let app: FastifyInstance;
const accounts = (r: { body: { result: { records: Array<{ account: string }> } } }) =>
  r.body.result.records.map((u) => u.account).sort();

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  await seedDemo(db);
  const roles = await ensureBuiltInRoles(db);
  await addUser(db, 'finmgr', '财务经理', await departmentId(db, '10021'), [roles[1]]);
});
afterAll(() => app.close());

describe('department scoping of lists', () => {
  it('a manager of Operations sees Operations and its sub-departments, not R&D', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const res = await c.call<never>('POST', '/sauth/user/list', {});
    expect(accounts(res as never)).toEqual(['finmgr', 'manager', 'newbie', 'owner', 'user']);
  });

  it('a manager of a sub-department does not see the parent or a sibling department', async () => {
    const c = await signIn(app, 'finmgr', DEMO_PASSWORD);
    const res = await c.call<never>('POST', '/sauth/user/list', {});
    expect(accounts(res as never)).toEqual(['finmgr', 'newbie', 'user']);
  });

  it('department authorisation widens the scope', async () => {
    const db = app.database.db;
    const [finmgr] = await db.select().from(users).where(eq(users.account, 'finmgr'));
    const [rnd] = await db.select().from(departments).where(eq(departments.code, '1001'));
    await db.insert(userDepartments).values({ userId: finmgr!.id, departmentId: rnd!.id });
    const c = await signIn(app, 'finmgr', DEMO_PASSWORD);
    const res = await c.call<never>('POST', '/sauth/user/list', {});
    expect(accounts(res as never)).toEqual(['developer', 'finmgr', 'newbie', 'user']);
  });

  it('pages and filters within the scope', async () => {
    const c = await signIn(app, 'admin', DEMO_PASSWORD);
    const page = await c.call<{ records: unknown[]; total: number; page: number; size: number }>(
      'POST',
      '/sauth/user/list',
      { page: 2, size: 3 },
    );
    expect(page.body.result).toMatchObject({ total: 7, page: 2, size: 3 });
    expect(page.body.result.records).toHaveLength(3);
    const filtered = await c.call<never>('POST', '/sauth/user/list', { account: 'OWN' });
    expect(accounts(filtered as never)).toEqual(['owner']);
    const bad = await c.call('POST', '/sauth/user/list', { status: 'gone' });
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
  });
});
