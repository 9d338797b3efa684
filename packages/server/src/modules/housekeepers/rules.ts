import { HOUSEKEEPER_ALIAS_PATTERN } from '@rpa/contracts';
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
  departmentId: empty(z.coerce.number().int().positive()),
});

export const upnameSchema = z.object({ id: z.number().int().positive(), housekeeperAlias });
export const delSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });

/**
 * Registers a steward (no id) or updates one: its machine, address,
 * connection and the robots it manages. The alias defaults to the machine name.
 */
export const saveSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, 'housekeepers.nameLength').max(128, 'housekeepers.nameLength'),
  housekeeperAlias: housekeeperAlias.optional(),
  ip: z.string().trim().max(64).default(''),
  connected: z.boolean().default(false),
  departmentId: z.number().int().positive().optional(),
  robotIds: z.array(z.number().int().positive()).max(1000).optional(),
});
