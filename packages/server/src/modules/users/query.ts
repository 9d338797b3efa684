import type { UserRow, UserStatus, userQuery } from '@rpa/contracts';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { escapeLike } from '../../platform/db/paging';
import { departments } from '../departments';
import { roles } from '../roles';
import { userRoles, users } from './schema';

type ListQuery = z.output<typeof userQuery>;

/** The list filters, always inside the departments the caller manages. */
export function userConditions(q: ListQuery, scope: number[]): SQL | undefined {
  const where: SQL[] = [within(users.departmentId, scope)];
  if (q.account) where.push(ilike(users.account, `%${escapeLike(q.account)}%`));
  if (q.realName) where.push(ilike(users.realName, `%${escapeLike(q.realName)}%`));
  if (q.departmentId) where.push(eq(users.departmentId, q.departmentId));
  if (q.status) where.push(eq(users.status, q.status));
  return and(...where);
}

/** Rows of the user list with their department and roles, oldest account first. */
export async function userRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<UserRow[]> {
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      departmentId: users.departmentId,
      departmentName: departments.name,
      status: users.status,
      email: users.email,
      phone: users.phone,
      description: users.description,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  const held = ids.length
    ? await db
        .select({ userId: userRoles.userId, id: roles.id, name: roles.name, identity: roles.identity })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, ids))
        .orderBy(asc(roles.identity))
    : [];
  return rows.map((r) => ({
    ...r,
    status: r.status as UserStatus,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    roles: held.filter((h) => h.userId === r.id).map(({ id, name, identity }) => ({ id, name, identity })),
  }));
}
