import { Code } from '@rpa/contracts';
import { and, eq, exists, inArray, not, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { AppError } from '../../platform/http/errors';
import { userRoles, users } from '../users';
import { roles } from './schema';

/**
 * Roles are shared by the whole installation, so a role is in a manager's
 * scope only while no user outside their departments holds it: editing or
 * handing out a role held elsewhere would change what those users may do.
 * Roles nobody holds yet are in every manager's scope.
 */
export function rolesInScope(db: Db, scope: number[]): SQL {
  const outside = db
    .select({ one: userRoles.roleId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.roleId, roles.id), scope.length ? notInArray(users.departmentId, scope) : undefined),
    );
  return not(exists(outside));
}

/** The role if the caller's scope holds it, else "not found" (others are not acknowledged). */
export async function scopedRole(db: Db, id: number, scope: number[]) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), rolesInScope(db, scope)));
  if (!role) throw new AppError(Code.BAD_REQUEST, 'roles.notFound');
  return role;
}

/**
 * Refuses to hand out a role outside the caller's scope, with the words of an
 * unknown role. Roles the user (`userId`, when changing one) already holds may stay.
 */
export async function assertRolesAssignable(
  db: Db,
  roleIds: number[],
  scope: number[],
  userId?: number,
): Promise<void> {
  const kept = userId
    ? (await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map(
        (r) => r.id,
      )
    : [];
  const wanted = [...new Set(roleIds)].filter((id) => !kept.includes(id));
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, wanted), rolesInScope(db, scope)));
  const missing = wanted.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined)
    throw new AppError(Code.BAD_REQUEST, 'users.roleUnknown', { name: String(missing) });
}

/** Roles held by a user of the caller's departments (a user being edited may keep them). */
export function rolesHeldBy(db: Db, userId: number, scope: number[]): SQL {
  const held = db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), within(users.departmentId, scope)));
  return inArray(roles.id, held);
}
