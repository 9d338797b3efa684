import type { IdentityId, Lang } from '@rpa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { DEFAULT_LANDING, IDENTITY_NAMES, permissionItems } from '../menus';
import { recordAllOffered } from './migrate';
import { rolePermissions, roles } from './schema';

/**
 * One role per identity granting all of that identity's menus and buttons,
 * named after the identity. Created for the first administrator and the demo;
 * managers edit or replace them like any role.
 */
export async function ensureBuiltInRoles(db: Db): Promise<Record<IdentityId, number>> {
  const ids = {} as Record<IdentityId, number>;
  for (const identity of [1, 2, 3, 4] as IdentityId[]) {
    const name = IDENTITY_NAMES[identity].en_US;
    let [role] = await db.select().from(roles).where(eq(roles.name, name));
    if (!role) {
      [role] = await db
        .insert(roles)
        .values({
          name,
          identity,
          description: `${IDENTITY_NAMES[identity].zh_CN} / ${IDENTITY_NAMES[identity].en_US}`,
          defaultLanding: DEFAULT_LANDING[identity],
        })
        .returning();
      if (!role) throw new Error('role insert failed');
      const roleId = role.id;
      await db
        .insert(rolePermissions)
        .values(permissionItems(identity).map((p) => ({ roleId, permission: p.key })));
      await recordAllOffered(db);
    }
    ids[identity] = role.id;
  }
  return ids;
}

/**
 * A role's name for a reader: a built-in role still under its original name
 * reads as its identity in the reader's language (as the console shows it);
 * any other name as given.
 */
export function roleNameIn(lang: Lang, role: { name: string; identity: number }): string {
  const names = IDENTITY_NAMES[role.identity as IdentityId];
  return names?.en_US === role.name ? names[lang] : role.name;
}

/**
 * The role users brought in from outside (the AD domain) start with: the
 * user identity's built-in role, or, when it was renamed or deleted, the
 * oldest role of that identity; null when the identity has none.
 */
export async function defaultRoleId(db: Db): Promise<number | null> {
  const user: IdentityId = 4;
  const [builtIn] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.identity, user), eq(roles.name, IDENTITY_NAMES[user].en_US)));
  if (builtIn) return builtIn.id;
  const [oldest] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.identity, user))
    .orderBy(asc(roles.id))
    .limit(1);
  return oldest?.id ?? null;
}
