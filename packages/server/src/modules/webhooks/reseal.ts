import { eq } from 'drizzle-orm';
import { reseal, type Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { applicationWebhooks } from './schema';

/** Webhooks' signing secrets sealed again under the current master key (a rotation); how many. */
export async function resealWebhooks(db: Db, sealer: Sealer): Promise<number> {
  const rows = await db
    .select({ id: applicationWebhooks.id, secretSealed: applicationWebhooks.secretSealed })
    .from(applicationWebhooks);
  for (const r of rows) {
    await db
      .update(applicationWebhooks)
      .set({ secretSealed: reseal(sealer, r.secretSealed) })
      .where(eq(applicationWebhooks.id, r.id));
  }
  return rows.length;
}
