import { SIGNATURE_MAX_SKEW_MS } from '@rpa/contracts';
import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { seenSignatures } from './schema';

/** Signatures whose window has passed are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Remembers a signature until its timestamp is no longer accepted; false
 * when it was seen before (a replay). One insert that either adds the row or
 * finds it, so two copies sent at once to different nodes cannot both pass.
 */
export async function firstSighting(db: Db, signature: string, timestampMs: number): Promise<boolean> {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) >= SWEEP_EVERY_MS) {
    lastSweep.set(db, now);
    await db.delete(seenSignatures).where(lt(seenSignatures.expiresAt, new Date(now)));
  }
  const rows = await db
    .insert(seenSignatures)
    .values({ signature, expiresAt: new Date(timestampMs + SIGNATURE_MAX_SKEW_MS) })
    .onConflictDoNothing()
    .returning({ signature: seenSignatures.signature });
  return rows.length === 1;
}
