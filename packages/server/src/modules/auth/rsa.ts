import { eq } from 'drizzle-orm';
import { generateRsaKeyPair, type Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { sysConfig } from '../../platform/db/schema';

export interface RsaKeys {
  publicKey: string;
  privateKey: string;
}

/** Its sys_config row. */
export const RSA_KEY = 'security.rsa';

/**
 * The installation's RSA key pair for passwords in transit, created once and
 * shared by every node through the database (private key sealed).
 */
export async function loadRsaKeys(db: Db, sealer: Sealer): Promise<RsaKeys> {
  const read = async () => {
    const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, RSA_KEY));
    if (!row) return null;
    const v = row.value as { publicKey: string; privateKeySealed: string };
    return { publicKey: v.publicKey, privateKey: sealer.open(v.privateKeySealed) };
  };
  const existing = await read();
  if (existing) return existing;
  const pair = generateRsaKeyPair();
  // Two nodes starting together: the first insert wins and both read it back.
  await db
    .insert(sysConfig)
    .values({
      key: RSA_KEY,
      value: { publicKey: pair.publicKey, privateKeySealed: sealer.seal(pair.privateKey) },
    })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('RSA key pair could not be stored');
  return stored;
}
