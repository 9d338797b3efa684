import type { UserOption } from '@rpa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { departments } from '../departments';
import { roles } from '../roles';
import { userRoles, users } from '../users';

/** Active users holding one identity, by account; `departmentIds` narrows them when given. */
export async function usersWithIdentity(
  db: Db,
  identity: number,
  departmentIds?: number[],
): Promise<UserOption[]> {
  const rows = await db
    .selectDistinct({
      id: users.id,
      account: users.account,
      realName: users.realName,
      departmentName: departments.name,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(
      and(
        eq(roles.identity, identity),
        eq(users.status, 'normal'),
        departmentIds ? within(users.departmentId, departmentIds) : undefined,
      ),
    )
    .orderBy(asc(users.account));
  return rows;
}
