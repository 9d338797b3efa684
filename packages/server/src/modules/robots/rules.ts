import {
  LicenceStatus,
  nameText,
  ROBOT_ALIAS_MAX,
  ROBOT_RECORD_ACTIONS,
  type RobotRecordAction,
  RobotRunState,
  resolutionAllowed,
  rowId,
  rowIdParam,
} from '@rpa/contracts';
import { z } from 'zod';

/** The robot rules of console-administration.md §5 and the call payloads of §7. */

const id = rowIdParam;
export const ids = z.array(rowId).min(1).max(1000);

export const alias = nameText({ min: 0, max: ROBOT_ALIAS_MAX, lengthKey: 'robots.aliasLength' });
/** Empty clears the resolution; otherwise width*height within the ranges. */
export const resolution = z
  .string()
  .trim()
  .refine((v) => v === '' || resolutionAllowed(v), 'robots.resolutionInvalid');

export const idSchema = z.object({ id });
export const robotsNoSchema = z.object({ robotsNo: z.string().trim().min(1).max(64) });
export const idsSchema = z.object({ ids });

export const modifySchema = z.object({ id, alias: alias.optional(), resolution: resolution.optional() });
/** The new client password travels RSA-encrypted, as user passwords do. */
export const updatePwSchema = z.object({ ids, clientPwd: z.string().min(1).max(1024) });
export const transformLicSchema = z.object({ ids, newLicSn: z.string().trim().min(1).max(64) });
export const transformOrgSchema = z.object({ ids, orgCode: z.string().trim().min(1).max(5) });
export const licListSchema = z.object({
  category: z.enum(['background', 'foreground', 'scene']).optional(),
  agentType: z.string().trim().max(32).optional(),
});

const empty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const listSchema = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  keyword: empty(z.string().trim().max(128)),
  robotsNo: empty(z.string().trim().max(64)),
  name: empty(z.string().trim().max(128)),
  alias: empty(z.string().trim().max(ROBOT_ALIAS_MAX)),
  runState: empty(z.enum(RobotRunState)),
  departmentId: empty(rowIdParam),
  category: empty(z.enum(['background', 'foreground', 'scene'])),
  bindingWay: empty(z.enum(['manager', 'user'])),
  licenceState: empty(z.enum([...LicenceStatus, 'none'])),
  agentVersion: empty(z.string().trim().max(32)),
  bound: empty(z.boolean()),
});
export type ListQuery = z.infer<typeof listSchema>;

const actions = Object.keys(ROBOT_RECORD_ACTIONS) as [RobotRecordAction, ...RobotRecordAction[]];
export const recordListSchema = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  robotId: empty(rowIdParam),
  robotsNo: empty(z.string().trim().max(64)),
  action: empty(z.enum(actions)),
  result: empty(z.enum(['success', 'fail'])),
  start: empty(z.iso.datetime({ offset: true })),
  end: empty(z.iso.datetime({ offset: true })),
});
export type RecordQuery = z.infer<typeof recordListSchema>;

export const bindProcSchema = z.object({ id, processIds: ids });
export const sceneProcListSchema = z.object({
  id: empty(rowIdParam),
  name: empty(z.string().trim().max(30)),
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
});
