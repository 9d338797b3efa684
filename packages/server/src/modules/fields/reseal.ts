import { and, eq } from 'drizzle-orm';
import { reseal, type Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { logFields, serviceParameters, taskFieldValues } from './schema';

/** Service passwords and password-typed business values sealed again under the current master key; how many. */
export async function resealFields(db: Db, sealer: Sealer): Promise<number> {
  const services = await db
    .select({ id: serviceParameters.id, password: serviceParameters.password })
    .from(serviceParameters);
  for (const s of services) {
    await db
      .update(serviceParameters)
      .set({ password: reseal(sealer, s.password) })
      .where(eq(serviceParameters.id, s.id));
  }
  const values = await db
    .select({
      taskId: taskFieldValues.taskId,
      fieldId: taskFieldValues.fieldId,
      value: taskFieldValues.value,
    })
    .from(taskFieldValues)
    .innerJoin(logFields, eq(logFields.id, taskFieldValues.fieldId))
    .where(eq(logFields.type, 'password'));
  for (const v of values) {
    await db
      .update(taskFieldValues)
      .set({ value: reseal(sealer, v.value) })
      .where(and(eq(taskFieldValues.taskId, v.taskId), eq(taskFieldValues.fieldId, v.fieldId)));
  }
  return services.length + values.length;
}
