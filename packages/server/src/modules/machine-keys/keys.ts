import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { machineKeys } from './schema';

/** Every key starts so, which tells it from a client password in a config file. */
const KEY_PREFIX = 'rpamk_';
/** Characters of a key kept in clear to tell keys apart in the list. */
const SHOWN = 10;

export const keyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new random key: 32 bytes, base64url, with the prefix. */
export const generateKey = () => KEY_PREFIX + randomBytes(32).toString('base64url');

export interface NewKey {
  name: string;
  departmentId: number;
  createdBy: string;
  /** A known value (the demo); otherwise a random one. */
  key?: string;
}

/** Stores a key's hash; answers the row and the key itself, which is never stored. */
export async function createMachineKey(db: Db, k: NewKey) {
  const key = k.key ?? generateKey();
  const [row] = await db
    .insert(machineKeys)
    .values({
      name: k.name,
      departmentId: k.departmentId,
      createdBy: k.createdBy,
      keyHash: keyHash(key),
      prefix: key.slice(0, SHOWN),
    })
    .returning();
  if (!row) throw new Error('machine key insert failed');
  return { row, key };
}

/**
 * The unrevoked key a robot gave, marked as used now; null for an unknown or
 * revoked key. Looked up by hash, so no key is compared character by character.
 */
export async function useMachineKey(
  db: Db,
  key: string,
): Promise<{ id: number; name: string; departmentId: number } | null> {
  const [row] = await db
    .update(machineKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(machineKeys.keyHash, keyHash(key)), isNull(machineKeys.revokedAt)))
    .returning({ id: machineKeys.id, name: machineKeys.name, departmentId: machineKeys.departmentId });
  return row ?? null;
}
