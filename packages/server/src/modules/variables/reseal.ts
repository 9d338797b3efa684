import { eq } from 'drizzle-orm';
import { reseal, type Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { variables } from './schema';

/** Password variables' values sealed again under the current master key (a rotation); how many. */
export async function resealVariables(db: Db, sealer: Sealer): Promise<number> {
  const rows = await db
    .select({ id: variables.id, value: variables.value })
    .from(variables)
    .where(eq(variables.type, 'password'));
  for (const r of rows) {
    await db
      .update(variables)
      .set({ value: reseal(sealer, r.value) })
      .where(eq(variables.id, r.id));
  }
  return rows.length;
}
