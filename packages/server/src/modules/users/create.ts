import { hashPassword } from '../../platform/crypto/password';
import type { Db } from '../../platform/db';
import { userRoles, users } from './schema';

export interface NewUser {
  account: string;
  realName: string;
  password: string;
  departmentId: number;
  roleIds: number[];
  email?: string;
  phone?: string;
  description?: string;
  isNeedModifyPwd?: boolean;
}

export async function insertUser(db: Db, u: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      account: u.account,
      realName: u.realName,
      passwordHash: await hashPassword(u.password),
      departmentId: u.departmentId,
      email: u.email ?? '',
      phone: u.phone ?? '',
      description: u.description ?? '',
      isNeedModifyPwd: u.isNeedModifyPwd ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  if (u.roleIds.length)
    await db.insert(userRoles).values(u.roleIds.map((roleId) => ({ userId: row.id, roleId })));
  return row.id;
}
