import { z } from 'zod';
import { MACHINE_KEY_NAME_MAX } from '../robots';
import { defineRoutes } from '../route';
import { departmentRef, timeText } from '../schemas';

/**
 * Machine keys (robot management, menu 1307): a department's registration
 * secret. A robot the server does not know registers with one into its
 * department (docs/robot-protocol.md, "Authentication and registration").
 * Shown once at creation, stored hashed.
 */

/** A row of the list: never the key itself. */
export const machineKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  ...departmentRef,
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdBy: z.string(),
  createdAt: timeText,
  lastUsedAt: timeText.nullable(),
  revokedAt: timeText.nullable(),
  revokedBy: z.string(),
});
export type MachineKeyRow = z.infer<typeof machineKeyRow>;

/** The answer of a create: the only time the key is shown. */
export const machineKeyCreated = machineKeyRow.extend({ key: z.string() });
export type MachineKeyCreated = z.infer<typeof machineKeyCreated>;

export const machineKeyFields = z.object({
  name: z
    .string({ error: 'machineKeys.nameLength' })
    .trim()
    .min(1, 'machineKeys.nameLength')
    .max(MACHINE_KEY_NAME_MAX, 'machineKeys.nameLength'),
  departmentId: z.coerce.number<number>().int().positive(),
});

export const machineKeysApi = defineRoutes('machineKeys', {
  list: {
    method: 'GET',
    path: '/rpa/machineKey/list',
    permission: '1307',
    summary: "Machine keys of the caller's departments, usable ones first",
    result: z.array(machineKeyRow),
  },
  add: {
    path: '/rpa/machineKey/add',
    permission: '1307:add',
    summary: 'Creates a key for a department the caller manages; the answer holds the key, shown only then',
    input: machineKeyFields,
    result: machineKeyCreated,
  },
  revoke: {
    path: '/rpa/machineKey/revoke',
    permission: '1307:revoke',
    summary: 'Revokes a key; robots registered with it stay',
    input: z.object({ id: z.coerce.number<number>().int().positive() }),
    result: machineKeyRow,
  },
});
