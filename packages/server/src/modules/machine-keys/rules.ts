import { MACHINE_KEY_NAME_MAX } from '@rpa/contracts';
import { z } from 'zod';

export const addSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'machineKeys.nameLength')
    .max(MACHINE_KEY_NAME_MAX, 'machineKeys.nameLength'),
  departmentId: z.coerce.number().int().positive(),
});
export const idSchema = z.object({ id: z.coerce.number().int().positive() });
