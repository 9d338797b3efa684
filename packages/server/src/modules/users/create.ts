import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto/password';
import type { Db } from '../../platform/db';
import { userRoles, users } from './schema';

export interface NewUser {
  account: string;
  realName: string;
  /** Left out for an account whose password lives elsewhere (the AD domain): no local password then verifies. */
  password?: string;
  departmentId: number;
  roleIds: number[];
  email?: string;
  phone?: string;
  description?: string;
  isNeedModifyPwd?: boolean;
}

/** Not an argon2 hash, so no password verifies against it. */
const NO_LOCAL_PASSWORD = '!';

export async function insertUser(db: Db, u: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      account: u.account,
      realName: u.realName,
      passwordHash: u.password === undefined ? NO_LOCAL_PASSWORD : await hashPassword(u.password),
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

/** What an outside source (the AD domain) keeps up to date on the users it brought in. */
export type UserChange = Partial<
  Pick<typeof users.$inferInsert, 'realName' | 'email' | 'phone' | 'departmentId' | 'status'>
>;

/** Changes a user's name, contact details, department or status (a lock ends no session: see revokeUserSessions). */
export async function changeUser(db: Db, id: number, change: UserChange): Promise<void> {
  await db.update(users).set(change).where(eq(users.id, id));
}

/** The user holding `account` (in any letter case), or undefined. */
export async function userByAccount(db: Db, account: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  return user;
}
