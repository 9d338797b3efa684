import { inArray } from 'drizzle-orm';
import type { FileHolder } from '../../platform/files';
import { upgradePackages } from './schema';

/** The stored files upgrade packages name. */
export const heldUpgradeFiles: FileHolder = async (db, sha256s) =>
  (
    await db
      .select({ sha256: upgradePackages.sha256 })
      .from(upgradePackages)
      .where(inArray(upgradePackages.sha256, [...sha256s]))
  ).map((r) => r.sha256);
