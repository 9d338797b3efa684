import { domains } from './modules';
import type { Sealer } from './platform/crypto';
import type { Db } from './platform/db';

/**
 * Seals every secret at rest again under the sealer's current key, each
 * domain its own rows (docs/operations.md "Rotating the master key"). One
 * transaction: a value no key opens leaves everything as it was.
 */
export async function resealSecrets(
  db: Db,
  sealer: Sealer,
): Promise<Array<{ domain: string; count: number }>> {
  return db.transaction(async (tx) => {
    const counts: Array<{ domain: string; count: number }> = [];
    for (const d of domains) {
      if (d.reseal) counts.push({ domain: d.name, count: await d.reseal(tx as unknown as Db, sealer) });
    }
    return counts;
  });
}
