import { eq, inArray } from 'drizzle-orm';
import { insertDepartment } from '../modules/departments/create';
import { departments } from '../modules/departments/schema';
import { ensureBuiltInRoles } from '../modules/roles/builtin';
import { insertUser } from '../modules/users/create';
import { users } from '../modules/users/schema';
import type { Db } from '../platform/db';

/** The demo password of every demo account (README). */
export const DEMO_PASSWORD = 'Console@2026';

/** Codes of the demo departments other seeders put their rows in. */
const DEMO_DEPARTMENT_CODES = { finance: '10021', rnd: '1001' } as const;

/** The id of a demo department, once seedIdentities has made it. */
export async function demoDepartmentId(
  db: Db,
  which: keyof typeof DEMO_DEPARTMENT_CODES,
): Promise<number | undefined> {
  const [d] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.code, DEMO_DEPARTMENT_CODES[which]));
  return d?.id;
}

/**
 * A department tree and one account per identity, plus `admin` with all four
 * and `newbie`, who must change the password at first login.
 */
export async function seedIdentities(db: Db): Promise<void> {
  const head = await insertDepartment(db, { name: '总部 Head Office', code: '10', parentId: null });
  const rnd = await insertDepartment(db, {
    name: '研发中心 R&D',
    code: DEMO_DEPARTMENT_CODES.rnd,
    parentId: head,
    sort: 1,
  });
  const ops = await insertDepartment(db, {
    name: '运营中心 Operations',
    code: '1002',
    parentId: head,
    sort: 2,
  });
  const finance = await insertDepartment(db, {
    name: '财务部 Finance',
    code: DEMO_DEPARTMENT_CODES.finance,
    parentId: ops,
    sort: 1,
  });
  await insertDepartment(db, { name: '人事部 HR', code: '10022', parentId: ops, sort: 2 });
  const roles = await ensureBuiltInRoles(db);
  const demoUsers = [
    {
      account: 'admin',
      realName: '系统管理员',
      departmentId: head,
      roleIds: [roles[1], roles[2], roles[3], roles[4]],
    },
    { account: 'manager', realName: '王经理', departmentId: ops, roleIds: [roles[1]] },
    { account: 'developer', realName: '李开发', departmentId: rnd, roleIds: [roles[2]] },
    { account: 'owner', realName: '张流程', departmentId: ops, roleIds: [roles[3]] },
    { account: 'user', realName: '赵使用', departmentId: finance, roleIds: [roles[4]] },
    {
      account: 'newbie',
      realName: '新同事',
      departmentId: finance,
      roleIds: [roles[4]],
      isNeedModifyPwd: true,
    },
  ];
  for (const u of demoUsers) await insertUser(db, { ...u, password: DEMO_PASSWORD });
  // The designer and the assistant need the user's licence flag as well as a seat.
  await db
    .update(users)
    .set({ studioLicence: true })
    .where(inArray(users.account, ['admin', 'developer']));
  await db
    .update(users)
    .set({ assistantLicence: true })
    .where(inArray(users.account, ['admin', 'user']));
}
