import { HOUSEKEEPER_ALIAS_PATTERN, nameText, rowId, rowIdParam } from '@rpa/contracts';
import { z } from 'zod';

/** The steward name rule of console-administration.md §5: 2-60, letters, digits, CJK and @ - _. */
export const housekeeperAlias = z
  .string()
  .trim()
  .regex(HOUSEKEEPER_ALIAS_PATTERN, 'housekeepers.aliasInvalid');

const empty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const listSchema = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  /** Matches the machine name or the alias. */
  name: empty(z.string().trim().max(128)),
  connection: empty(z.enum(['connected', 'notConnected'])),
  departmentId: empty(rowIdParam),
});

export const upnameSchema = z.object({ id: rowId, housekeeperAlias });
export const delSchema = z.object({ ids: z.array(rowId).min(1).max(1000) });

/**
 * Registers a steward (no id) or updates one: its machine, address,
 * connection and the robots it manages. The alias defaults to the machine name.
 */
export const saveSchema = z.object({
  id: rowId.optional(),
  name: nameText({ max: 128, lengthKey: 'housekeepers.nameLength' }),
  housekeeperAlias: housekeeperAlias.optional(),
  ip: z.string().trim().max(64).default(''),
  connected: z.boolean().default(false),
  departmentId: rowId.optional(),
  robotIds: z.array(rowId).max(1000).optional(),
});
