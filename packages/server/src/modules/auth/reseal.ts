import { and, eq, gt, isNull } from 'drizzle-orm';
import { reseal, type Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { sysConfig } from '../../platform/db/schema';
import { RSA_KEY } from './rsa';
import { sessions } from './schema';

/**
 * The sign-in key pair's private key and the signing keys of live sessions,
 * sealed again under the current master key. Ended sessions are left: their
 * keys are never opened again.
 */
export async function resealAuth(db: Db, sealer: Sealer): Promise<number> {
  let count = 0;
  const [rsa] = await db.select().from(sysConfig).where(eq(sysConfig.key, RSA_KEY));
  if (rsa) {
    const v = rsa.value as { publicKey: string; privateKeySealed: string };
    const value = { ...v, privateKeySealed: reseal(sealer, v.privateKeySealed) };
    await db.update(sysConfig).set({ value, updatedAt: new Date() }).where(eq(sysConfig.key, RSA_KEY));
    count += 1;
  }
  const live = await db
    .select({ tokenHash: sessions.tokenHash, signKeyEnc: sessions.signKeyEnc })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  for (const s of live) {
    await db
      .update(sessions)
      .set({ signKeyEnc: reseal(sealer, s.signKeyEnc) })
      .where(eq(sessions.tokenHash, s.tokenHash));
  }
  return count + live.length;
}
