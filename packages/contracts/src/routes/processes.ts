import { z } from 'zod';
import { EXPORT_FORMATS } from '../exports';
import {
  deleteVersionResult,
  PROCESS_LIMITS,
  packageUploadResult,
  processDetail,
  processHelp,
  processIntroduction,
  processName,
  processParametersSchema,
  processRow,
  runMinutes,
  userOption,
  userProcessDetail,
  userProcessRow,
  VERSION_RECORD_TYPES,
  versionRecordRow,
  versionRow,
} from '../processes';
import { defineRoutes } from '../route';
import { idQuery, pageOf, pageQuery } from '../schemas';
import { plainText, rowId, rowIdParam } from '../text';

/** Keywords are stored as one comma-separated list: full-width commas accepted, blanks dropped. */
export function normaliseKeywords(raw: string): string {
  return raw
    .split(/[,，]/)
    .map((k) => k.trim())
    .filter(Boolean)
    .join(',');
}

/** The filters of every process list. */
export const processListQuery = z.object({
  ...pageQuery,
  /** Matches a part of the name. */
  name: z.string().trim().max(PROCESS_LIMITS.NAME_MAX).optional(),
  /** Matches a part of the keywords. */
  keyword: z.string().trim().max(PROCESS_LIMITS.KEYWORDS_MAX).optional(),
  status: z.coerce.number<number>().int().min(0).max(2).optional(),
  departmentId: rowIdParam.optional(),
});
export type ProcessListQuery = z.input<typeof processListQuery>;

/** The owner's list: `audit: true` keeps the processes with a version awaiting them. */
export const ownerProcessListQuery = processListQuery.extend({ audit: z.boolean().optional() });
export type OwnerProcessListQuery = z.input<typeof ownerProcessListQuery>;

/** The list filters plus the format the export dialog made the caller choose. */
export const processExportQuery = processListQuery.omit({ page: true, size: true }).extend({
  format: z.enum(EXPORT_FORMATS, { error: 'export.formatRequired' }),
  audit: z.boolean().optional(),
});

/** The process fields of console-core.md §5, each optional: an omitted field keeps its value. */
export const processModifyFields = z.object({
  id: rowIdParam,
  name: processName.optional(),
  keywords: plainText(PROCESS_LIMITS.KEYWORDS_MAX, 'processes.keywordsLength')
    .transform(normaliseKeywords)
    .optional(),
  introduction: processIntroduction.optional(),
  description: plainText(PROCESS_LIMITS.DESCRIPTION_MAX, 'processes.descriptionLength').optional(),
  help: processHelp.optional(),
  assistant: z.boolean().optional(),
  startOnBoot: z.boolean().optional(),
  waitTimeout: runMinutes.optional(),
  runTimeout: runMinutes.optional(),
  manualMinutes: runMinutes.optional(),
  autoStopMinutes: runMinutes.optional(),
  failedRetries: z.number().int().min(0).max(PROCESS_LIMITS.FAILED_RETRIES_MAX).optional(),
  parameters: processParametersSchema.optional(),
  departmentId: rowId.optional(),
});
export type ProcessModifyRequest = z.input<typeof processModifyFields>;

export const versionIdQuery = z.object({ versionId: rowIdParam });

/** `POST /process/dev/publish`: submit a version, choosing the owner (fixed from the first submission). */
export const publishFields = z.object({
  versionId: rowIdParam,
  ownerId: z.number({ error: 'processes.ownerInvalid' }).int().positive('processes.ownerInvalid'),
  /** The version's introduction; omitted keeps the manifest's. */
  introduction: processIntroduction.optional(),
});
export type PublishRequest = z.input<typeof publishFields>;

/** Reject and return: the reason is required (blank counts as missing). */
export const auditReasonFields = z.object({
  versionId: rowIdParam,
  reason: z
    .string({ error: 'versions.reasonRequired' })
    .trim()
    .min(1, 'versions.reasonRequired')
    .max(PROCESS_LIMITS.REASON_MAX, 'versions.reasonLength'),
});
export type AuditReasonRequest = z.input<typeof auditReasonFields>;

/** `POST /process/owner/assign`: the users who may run the process (replaces the list). */
export const assignFields = z.object({
  processId: rowIdParam,
  userIds: z.array(rowId).max(1000),
});
export type AssignUsersRequest = z.input<typeof assignFields>;

export const versionListQuery = z.object({ processId: rowIdParam, ...pageQuery });
export const recordListQuery = z.object({
  /** Without it, the records of every process the caller sees. */
  processId: rowIdParam.optional(),
  versionId: rowIdParam.optional(),
  type: z.enum(VERSION_RECORD_TYPES).optional(),
  ...pageQuery,
});

/** With a warning when the process's department has no robot that can run it. */
const robotWarning = { robotWarning: z.string().optional() };

type ReadView = 'dev' | 'owner' | 'manager';
const VIEW_NAMES: Record<ReadView, string> = { dev: "developer's", owner: "owner's", manager: "manager's" };

/**
 * The read calls the developer, the owner and the manager each have under
 * their own prefix and menus, inside what that identity sees.
 */
function readContracts<V extends ReadView>(
  view: V,
  keys: { list: string; export: string; detail: string; versions: string },
) {
  const prefix = `/process/${view}`;
  const who = VIEW_NAMES[view];
  // Declared as routes here, since processReads hands them out by themselves too.
  return defineRoutes('processes', {
    list: {
      path: `${prefix}/list`,
      permission: keys.list,
      summary: `The ${who} processes by name, keyword, status and department${view === 'owner' ? ' (`audit`: awaiting them)' : ''}`,
      input: ownerProcessListQuery,
      result: pageOf(processRow),
    },
    export: {
      path: `${prefix}/export`,
      permission: keys.export,
      summary: `The ${who} process list as xlsx or CSV, with the list's filters`,
      input: processExportQuery,
      result: z.null(),
      kind: 'download',
    },
    detail: {
      method: 'GET',
      path: `${prefix}/detail`,
      permission: keys.detail,
      summary: `A process of the ${who} list with its settings, parameters, flow and users`,
      input: idQuery,
      result: processDetail,
    },
    versions: {
      path: `${prefix}/versions`,
      permission: keys.versions,
      summary: `The versions of a process of the ${who} list, each with its last record`,
      input: versionListQuery,
      result: pageOf(versionRow),
    },
    records: {
      path: `${prefix}/records`,
      permission: keys.versions,
      summary: `Version records (submitted, withdrawn, approved, rejected, returned) of the ${who} processes`,
      input: recordListQuery,
      result: pageOf(versionRecordRow),
    },
  });
}

const dev = readContracts('dev', { list: '201', export: '201:export', detail: '202', versions: '204' });
const owner = readContracts('owner', { list: '302', export: '302:export', detail: '303', versions: '305' });
const manager = readContracts('manager', {
  list: '1201',
  export: '1201:export',
  detail: '1202',
  versions: '1202',
});

/** Processes and versions (console-core.md §2-§6): paths `/process/<identity>/<call>`. */
export const processesApi = defineRoutes('processes', {
  devList: dev.list,
  devExport: dev.export,
  devDetail: dev.detail,
  devVersions: dev.versions,
  devRecords: dev.records,
  ownerList: owner.list,
  ownerExport: owner.export,
  ownerDetail: owner.detail,
  ownerVersions: owner.versions,
  ownerRecords: owner.records,
  managerList: manager.list,
  managerExport: manager.export,
  managerDetail: manager.detail,
  managerVersions: manager.versions,
  managerRecords: manager.records,
  upload: {
    path: '/process/dev/upload',
    permission: '201:add',
    summary:
      'Uploads a package (multipart `file`): a new process on the first upload of a name, else a new version of `processId` (query)',
    input: z.object({ processId: rowIdParam.optional() }),
    result: packageUploadResult,
    kind: 'upload',
  },
  modify: {
    path: '/process/dev/modify',
    permission: '201:edit',
    summary: "Changes a process's texts, run settings, parameters or department (omitted fields keep theirs)",
    input: processModifyFields,
    result: processDetail,
  },
  uploadIcon: {
    path: '/process/dev/icon',
    permission: '201:edit',
    summary: 'Replaces the icon of process `id` (query; multipart `file`, JPEG or PNG)',
    input: idQuery,
    result: processDetail,
    kind: 'upload',
  },
  owners: {
    path: '/process/dev/owners',
    permission: '201:publish',
    summary: 'Whom a version can be submitted to: active users holding the owner identity',
    result: z.array(userOption),
  },
  publish: {
    path: '/process/dev/publish',
    permission: '201:publish',
    summary: 'Submits a version to the owner (fixed from the first submission)',
    input: publishFields,
    result: versionRow.extend(robotWarning),
  },
  withdraw: {
    path: '/process/dev/withdraw',
    permission: '201:withdraw',
    summary: 'Withdraws a version awaiting its owner back to editing',
    input: versionIdQuery,
    result: versionRow,
  },
  delete: {
    path: '/process/dev/delete',
    permission: '201:delete',
    summary: 'Deletes a version not awaiting its owner; the process goes with its last version',
    input: versionIdQuery,
    result: deleteVersionResult,
  },
  devDownload: {
    method: 'GET',
    path: '/process/dev/download',
    permission: '204:download',
    summary: "A version's package exactly as uploaded",
    input: versionIdQuery,
    result: z.null(),
    kind: 'download',
  },
  approve: {
    path: '/process/owner/approve',
    permission: '302:approve',
    summary: 'The owner publishes a submitted version: it becomes the one that runs',
    input: versionIdQuery,
    result: versionRow,
  },
  reject: {
    path: '/process/owner/reject',
    permission: '302:reject',
    summary: 'The owner rejects a submitted version, with the reason',
    input: auditReasonFields,
    result: versionRow,
  },
  back: {
    path: '/process/owner/back',
    permission: '302:back',
    summary: 'The owner returns a submitted version to its developer, with the reason',
    input: auditReasonFields,
    result: versionRow,
  },
  assignable: {
    path: '/process/owner/assignable',
    permission: '302:assign',
    summary: "Users the owner may assign: holders of the user identity in the owner's departments",
    result: z.array(userOption),
  },
  assign: {
    path: '/process/owner/assign',
    permission: '302:assign',
    summary: 'Sets the users who may run a process (replaces the list)',
    input: assignFields,
    result: processDetail.extend(robotWarning),
  },
  ownerDownload: {
    method: 'GET',
    path: '/process/owner/download',
    permission: '305:download',
    summary: "A version's package exactly as uploaded",
    input: versionIdQuery,
    result: z.null(),
    kind: 'download',
  },
  managerDelete: {
    path: '/process/manager/delete',
    permission: '1201:delete',
    summary:
      'A manager deletes a whole process of their departments (refused while a version awaits its owner)',
    input: idQuery,
    result: z.null(),
  },
  userList: {
    path: '/process/user/list',
    permission: '402',
    summary: 'The published processes assigned to the caller',
    input: processListQuery,
    result: pageOf(userProcessRow),
  },
  userExport: {
    path: '/process/user/export',
    permission: '402:export',
    summary: "The user's process list as xlsx or CSV, with the list's filters",
    input: processExportQuery,
    result: z.null(),
    kind: 'download',
  },
  userDetail: {
    method: 'GET',
    path: '/process/user/detail',
    permission: '402',
    summary: 'A process assigned to the caller: what the run dialog and the flow chart need',
    input: idQuery,
    result: userProcessDetail,
  },
  icon: {
    method: 'GET',
    path: '/process/icon',
    permission: 'session',
    summary: "A process's icon, for whoever sees the process under their current identity",
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
});

/** The read calls of each identity's process screens, by path prefix. */
export const processReads = { dev, owner, manager } as const;
