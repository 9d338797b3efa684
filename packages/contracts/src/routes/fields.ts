import { z } from 'zod';
import {
  LOG_FIELD_KEY_MAX,
  LOG_FIELD_NAME_MAX,
  LOG_FIELD_TYPES,
  logFieldFields,
  serviceParameterEdit,
  serviceParameterFields,
} from '../fields';
import { defineRoutes } from '../route';
import { createdId, deletedCount, emptyAsOmitted, idsBody, pagedList, timeText } from '../schemas';
import { rowIdParam } from '../text';

/**
 * Custom fields (console-administration.md §2, §3, §5; menu 1805): process
 * log fields and service parameters. A service parameter's password is
 * sealed at rest and never answered; a run receives it over the robot's
 * connection only (docs/robot-protocol.md, "Service parameters").
 */

export const logFieldRow = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  type: z.enum(LOG_FIELD_TYPES),
  decimals: z.number().int().nullable(),
  description: z.string(),
  enabled: z.boolean(),
  extended: z.boolean(),
  preset: z.boolean(),
  processId: z.number().int().nullable(),
  /** Empty when the field belongs to every process. */
  processName: z.string(),
  /** Runs have reported values for it (its type can no longer change). */
  used: z.boolean(),
  createdBy: z.string(),
  updatedAt: timeText,
});
export type LogFieldRow = z.infer<typeof logFieldRow>;

/** A field as the run-record filter and the run's detail offer it. */
export const logFieldOption = logFieldRow.pick({
  id: true,
  name: true,
  key: true,
  type: true,
  processId: true,
});
export type LogFieldOption = z.infer<typeof logFieldOption>;

export const serviceParameterRow = z.object({
  id: z.number().int(),
  processId: z.number().int(),
  processName: z.string(),
  userId: z.number().int(),
  userAccount: z.string(),
  userName: z.string(),
  platformUser: z.string(),
  objectId: z.string(),
  extended: z.string(),
  /** A password is stored (it is never shown). */
  hasPassword: z.boolean(),
  updatedAt: timeText,
});
export type ServiceParameterRow = z.infer<typeof serviceParameterRow>;

export const fieldsApi = defineRoutes('fields', {
  logList: pagedList({
    path: '/field/log/list',
    permission: '1805',
    summary: 'Process log fields by part of the name or key, type, process and status',
    filters: {
      name: emptyAsOmitted(z.string().trim().max(LOG_FIELD_NAME_MAX)),
      key: emptyAsOmitted(z.string().trim().max(LOG_FIELD_KEY_MAX)),
      type: emptyAsOmitted(z.enum(LOG_FIELD_TYPES)),
      processId: emptyAsOmitted(rowIdParam),
      enabled: emptyAsOmitted(z.coerce.boolean()),
    },
    row: logFieldRow,
  }),
  logOptions: {
    method: 'GET',
    path: '/field/log/options',
    permission: 'session',
    summary: 'Enabled log fields, to filter run records and reports by (of one process and every process)',
    input: z.object({ processId: emptyAsOmitted(rowIdParam) }),
    result: z.array(logFieldOption),
  },
  logAdd: {
    path: '/field/log/add',
    permission: '1805:add',
    summary: 'Creates a process log field (key unique)',
    input: logFieldFields,
    result: createdId,
  },
  logModify: {
    path: '/field/log/modify',
    permission: '1805:edit',
    summary: "Changes a log field; a preset field's key and type, and a used field's type, stay",
    input: logFieldFields.and(z.object({ id: z.number().int().positive() })),
    result: createdId,
  },
  logRemove: {
    path: '/field/log/delete',
    permission: '1805:delete',
    summary: 'Deletes log fields and the values runs reported for them; preset fields are refused',
    input: idsBody,
    result: deletedCount,
  },
  processChoices: {
    method: 'GET',
    path: '/field/processes',
    permission: '1805',
    summary: 'Processes a field or service parameters may belong to, by name',
    result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  },
  userChoices: {
    method: 'GET',
    path: '/field/users',
    permission: '1805',
    summary: "Up to 50 users of the caller's departments whose account or name holds `search`",
    input: z.object({ search: emptyAsOmitted(z.string().trim().max(50)) }),
    result: z.array(z.object({ id: z.number().int(), account: z.string(), realName: z.string() })),
  },
  serviceList: pagedList({
    path: '/field/service/list',
    permission: '1805',
    summary: 'Service parameters by process and user; passwords never answered',
    filters: {
      processId: emptyAsOmitted(rowIdParam),
      user: emptyAsOmitted(z.string().trim().max(50)),
    },
    row: serviceParameterRow,
  }),
  serviceAdd: {
    path: '/field/service/add',
    permission: '1805:add',
    summary: "Sets a user's service parameters for a process (one per process and user)",
    input: serviceParameterFields,
    result: createdId,
  },
  serviceModify: {
    path: '/field/service/modify',
    permission: '1805:edit',
    summary: 'Changes service parameters; an empty password keeps the stored one',
    input: serviceParameterEdit,
    result: createdId,
  },
  serviceRemove: {
    path: '/field/service/delete',
    permission: '1805:delete',
    summary: 'Deletes service parameters',
    input: idsBody,
    result: deletedCount,
  },
});
