import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { managedDepartmentIds } from '../departments';
import { rolePermissions } from '../roles';
import { userRoles, users } from './schema';

/**
 * The users whose roles grant `permission` (a menu or button key)
 * and, when a department is given, who manage it: alerts about one
 * department's work go to its managers only.
 */
export async function holdersOf(db: Db, permission: string, departmentId?: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id, departmentId: users.departmentId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(rolePermissions.permission, permission));
  if (departmentId === undefined) return rows.map((r) => r.id);
  const managing: number[] = [];
  for (const r of rows) {
    if ((await managedDepartmentIds(db, r.id, r.departmentId)).includes(departmentId)) managing.push(r.id);
  }
  return managing;
}
