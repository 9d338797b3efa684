import type { IdentityId } from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { IDENTITY_NAMES, permissionItems } from '../menus';
import { catalogueOffers, rolePermissions, roles } from './schema';

const IDENTITIES = [1, 2, 3, 4] as IdentityId[];

/** Records every current catalogue key as offered (a new installation's built-in roles hold them all). */
export async function recordAllOffered(db: Db): Promise<void> {
  const keys = IDENTITIES.flatMap((i) => permissionItems(i).map((p) => p.key));
  await db
    .insert(catalogueOffers)
    .values(keys.map((permission) => ({ permission })))
    .onConflictDoNothing();
}

/**
 * The permission migration run at start: catalogue keys never offered to this
 * installation are granted to the built-in roles of their identity, once. A
 * key an administrator removed later stays removed, because it was offered.
 * An installation from before offers were recorded takes its current keys as
 * offered (its grants were kept up to date by hand until then).
 */
export async function offerNewCatalogueKeys(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [anyOffer] = await tx.select().from(catalogueOffers).limit(1);
    if (!anyOffer) return recordAllOffered(tx);
    const offered = new Set((await tx.select().from(catalogueOffers)).map((r) => r.permission));
    for (const identity of IDENTITIES) {
      const fresh = permissionItems(identity)
        .map((p) => p.key)
        .filter((k) => !offered.has(k));
      if (fresh.length === 0) continue;
      // Claimed keys only: another node starting at once grants the rest.
      const claimed = await tx
        .insert(catalogueOffers)
        .values(fresh.map((permission) => ({ permission })))
        .onConflictDoNothing()
        .returning({ permission: catalogueOffers.permission });
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.name, IDENTITY_NAMES[identity].en_US), eq(roles.identity, identity)));
      if (!role || claimed.length === 0) continue;
      await tx
        .insert(rolePermissions)
        .values(claimed.map((c) => ({ roleId: role.id, permission: c.permission })))
        .onConflictDoNothing();
    }
  });
}
