import type { IdentityId } from '@rpa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { userRoles } from '../users';
import { rolePermissions, roles } from './schema';

/** The identities a user holds: those of their roles, in id order. */
export async function identitiesOf(db: Db, userId: number): Promise<IdentityId[]> {
  const rows = await db
    .selectDistinct({ identity: roles.identity })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.identity));
  return rows.map((r) => r.identity as IdentityId);
}

/** Permission keys granted to a user under one identity (the union over their roles of it). */
export async function grantedKeys(db: Db, userId: number, identity: IdentityId): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(eq(userRoles.userId, userId), eq(roles.identity, identity)));
  return new Set(rows.map((r) => r.permission));
}

/** The user's first role of an identity (its default landing decides where login goes). */
export async function roleOf(db: Db, userId: number, identity: IdentityId) {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, defaultLanding: roles.defaultLanding })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.identity, identity)))
    .orderBy(asc(roles.id))
    .limit(1);
  return row ?? null;
}
