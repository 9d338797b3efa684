import { z } from 'zod';
import type { Bilingual } from '../i18n';
import { defineRoutes } from '../route';
import {
  deletedCount,
  departmentRef,
  emptyAsOmitted,
  idQuery,
  idsBody,
  isoTime,
  pagedList,
  timeText,
} from '../schemas';
import { plainText, rowId, rowIdParam } from '../text';
import { extensionOf } from './fileUpload';

/**
 * Files (console-administration.md §2, §3, §5; menus 1803, 207, 306, 404):
 * business documents people hand in and robots produce. A file is personal
 * (its owner's) or one of a process's documents; every change to it is an
 * operation of §3's seventeen types, kept as its history.
 */

export const FILE_TYPES = ['word', 'excel', 'pdf', 'picture', 'text', 'ppt', 'zip', 'other'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const FILE_TYPE_LABELS: Record<FileType, Bilingual> = {
  word: { zh_CN: 'Word', en_US: 'Word' },
  excel: { zh_CN: 'Excel', en_US: 'Excel' },
  pdf: { zh_CN: 'Pdf', en_US: 'Pdf' },
  picture: { zh_CN: '图片', en_US: 'Picture' },
  text: { zh_CN: '文本', en_US: 'Text' },
  ppt: { zh_CN: 'PPT', en_US: 'PPT' },
  zip: { zh_CN: '压缩包', en_US: 'ZIP' },
  other: { zh_CN: '其他', en_US: 'Other' },
};
const EXTENSIONS: Record<Exclude<FileType, 'other'>, readonly string[]> = {
  word: ['.doc', '.docx', '.dot', '.dotx', '.rtf', '.wps', '.odt'],
  excel: ['.xls', '.xlsx', '.xlsm', '.csv', '.et', '.ods'],
  pdf: ['.pdf'],
  picture: ['.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp', '.svg', '.tif', '.tiff', '.ico'],
  text: ['.txt', '.log', '.md', '.json', '.xml', '.yaml', '.yml', '.ini', '.html', '.htm'],
  ppt: ['.ppt', '.pptx', '.pps', '.ppsx', '.dps', '.odp'],
  zip: ['.zip', '.rar', '.7z', '.tar', '.gz', '.tgz', '.bz2', '.xz'],
};

/** The type a file's name gives it. */
export function fileTypeOf(name: string): FileType {
  const ext = extensionOf(name);
  for (const [type, list] of Object.entries(EXTENSIONS)) if (list.includes(ext)) return type as FileType;
  return 'other';
}

/** Where a file came from: the console, a robot, an application (open API), a forwarding rule. */
export const FILE_SOURCES = ['server', 'client', 'thirdParty', 'forward'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];
export const FILE_SOURCE_LABELS: Record<FileSource, Bilingual> = {
  server: { zh_CN: '服务端', en_US: 'Server' },
  client: { zh_CN: '客户端', en_US: 'Client' },
  thirdParty: { zh_CN: '第三方', en_US: 'Third party' },
  forward: { zh_CN: '转发', en_US: 'Forward' },
};

/** §3's operation types: who (web, robot, third party) did what. */
export const FILE_OPERATIONS = [
  'webCreate',
  'webCover',
  'webCopy',
  'webModDesc',
  'webDel',
  'robCreate',
  'robCover',
  'robModDesc',
  'robDel',
  'thirdCreate',
  'thirdCover',
  'thirdModDesc',
  'thirdDel',
  'forward',
  'robDownload',
  'webDownload',
  'thirdDownload',
] as const;
export type FileOperation = (typeof FILE_OPERATIONS)[number];
export const FILE_OPERATION_LABELS: Record<FileOperation, Bilingual> = {
  webCreate: { zh_CN: '网页新建', en_US: 'Created on the web' },
  webCover: { zh_CN: '网页覆盖', en_US: 'Replaced on the web' },
  webCopy: { zh_CN: '网页复制', en_US: 'Copied on the web' },
  webModDesc: { zh_CN: '网页修改描述', en_US: 'Description changed on the web' },
  webDel: { zh_CN: '网页删除', en_US: 'Deleted on the web' },
  robCreate: { zh_CN: '机器人新建', en_US: 'Created by a robot' },
  robCover: { zh_CN: '机器人覆盖', en_US: 'Replaced by a robot' },
  robModDesc: { zh_CN: '机器人修改描述', en_US: 'Description changed by a robot' },
  robDel: { zh_CN: '机器人删除', en_US: 'Deleted by a robot' },
  thirdCreate: { zh_CN: '第三方新建', en_US: 'Created by a third party' },
  thirdCover: { zh_CN: '第三方覆盖', en_US: 'Replaced by a third party' },
  thirdModDesc: { zh_CN: '第三方修改描述', en_US: 'Description changed by a third party' },
  thirdDel: { zh_CN: '第三方删除', en_US: 'Deleted by a third party' },
  forward: { zh_CN: '转发', en_US: 'Forwarded' },
  robDownload: { zh_CN: '机器人下载', en_US: 'Downloaded by a robot' },
  webDownload: { zh_CN: '网页下载', en_US: 'Downloaded on the web' },
  thirdDownload: { zh_CN: '第三方下载', en_US: 'Downloaded by a third party' },
};

/** The tabs of the file screen: files changed lately, one's own, processes' documents. */
export const FILE_TABS = ['recent', 'personal', 'process'] as const;
export type FileTab = (typeof FILE_TABS)[number];
/** Where a file is kept: its owner's own files, or a process's documents. */
export const FILE_PLACES = ['personal', 'process'] as const;
export type FilePlace = (typeof FILE_PLACES)[number];

/** "Recent": files whose last operation is at most this many days old. */
export const FILE_RECENT_DAYS = 30;
export const FILE_NAME_MAX = 255;
export const FILE_DESCRIPTION_MAX = 200;
export const FILE_FOLDER_MAX = 1000;

export const fileDescription = plainText(FILE_DESCRIPTION_MAX, 'files.descriptionLength');

/** A folder path as stored: parts joined by `/`, ending in `/`; '' for the top. */
export function folderPath(parts: readonly string[]): string {
  const kept = parts.map((p) => p.trim()).filter((p) => p !== '');
  return kept.length === 0 ? '' : `${kept.join('/')}/`;
}

export const fileRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Folders above it (`a/b/`), '' at the top. */
  folder: z.string(),
  type: z.enum(FILE_TYPES),
  size: z.number().int(),
  source: z.enum(FILE_SOURCES),
  place: z.enum(FILE_PLACES),
  ownerName: z.string(),
  processId: z.number().int().nullable(),
  processName: z.string(),
  ...departmentRef,
  description: z.string(),
  test: z.boolean(),
  /** One of the files a process is made of: it cannot be deleted. */
  processFile: z.boolean(),
  /** The run that produced it, if a robot did. */
  taskId: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: timeText,
  /** The last operation's time. */
  updatedAt: timeText,
});
export type FileRow = z.infer<typeof fileRow>;

export const fileOperationRow = z.object({
  id: z.number().int(),
  fileId: z.number().int().nullable(),
  fileName: z.string(),
  operation: z.enum(FILE_OPERATIONS),
  /** A user's account, a robot's number, an application's or a rule's name. */
  actor: z.string(),
  taskId: z.number().int().nullable(),
  detail: z.string(),
  at: timeText,
});
export type FileOperationRow = z.infer<typeof fileOperationRow>;

/** Upload's multipart field `manifest` (sent before the files): each file's name, folder and size, in order. */
export const uploadManifest = z
  .array(
    z.object({
      name: z.string().max(FILE_NAME_MAX, 'files.nameLength'),
      folder: z.string().max(FILE_FOLDER_MAX, 'files.folderLength').default(''),
      size: z.number().int().min(0),
    }),
  )
  .min(1, 'files.selectFile');
export type UploadManifest = z.input<typeof uploadManifest>;

/** Where uploaded or copied files go: the caller's own files, or process `processId`'s documents. */
const destination = {
  place: z.enum(FILE_PLACES, { error: 'files.placeRequired' }),
  processId: emptyAsOmitted(rowIdParam),
};
export const uploadQuery = z
  .object({
    ...destination,
    description: emptyAsOmitted(fileDescription),
    test: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((q) => q.place !== 'process' || q.processId !== undefined, {
    path: ['processId'],
    message: 'files.processRequired',
  });

export const uploadResult = z.object({
  files: z.array(z.object({ id: z.number().int(), name: z.string(), replaced: z.boolean() })),
});

export const copyInput = z
  .object({
    ids: z.array(rowId).max(1000).min(1, 'files.selectFile'),
    ...destination,
  })
  .refine((q) => q.place !== 'process' || q.processId !== undefined, {
    path: ['processId'],
    message: 'files.processRequired',
  });

const view = { 1: '1803', 2: '207', 3: '306', 4: '404' } as const;

export const filesApi = defineRoutes('files', {
  list: pagedList({
    path: '/file/list',
    permission: view,
    summary:
      'Files the caller sees on a tab (recent, personal, process documents) by part of the name, type, last operation time; test files only when asked',
    filters: {
      tab: z.enum(FILE_TABS).default('recent'),
      name: emptyAsOmitted(z.string().trim().max(FILE_NAME_MAX)),
      type: emptyAsOmitted(z.enum(FILE_TYPES)),
      processId: emptyAsOmitted(rowIdParam),
      from: emptyAsOmitted(isoTime),
      to: emptyAsOmitted(isoTime),
      showTest: z.boolean().default(false),
    },
    row: fileRow,
  }),
  processes: {
    path: '/file/processes',
    permission: view,
    summary:
      'Processes whose documents the caller may see and add to (for the process tab and the copy dialog)',
    result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  },
  upload: {
    path: '/file/upload',
    permission: { 1: '1803:upload', 4: '404:upload' },
    summary:
      "Uploads files (multipart: field `manifest` first, then the files in its order) to the caller's own files or a process's documents; a file of the same name and folder there is replaced",
    input: uploadQuery,
    result: uploadResult,
    kind: 'upload',
  },
  download: {
    method: 'GET',
    path: '/file/download',
    permission: view,
    summary: 'A file the caller sees',
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
  copy: {
    path: '/file/copy',
    permission: { 1: '1803:copy', 4: '404:copy' },
    summary: "Copies files to the caller's own files or a process's documents",
    input: copyInput,
    result: uploadResult,
  },
  describe: {
    path: '/file/description',
    permission: { 1: '1803:edit', 4: '404:edit' },
    summary: "Changes a file's description",
    input: z.object({ id: rowId, description: fileDescription }),
    result: z.null(),
  },
  remove: {
    path: '/file/delete',
    permission: { 1: '1803:delete', 4: '404:delete' },
    summary: "Deletes files (a process's own files cannot be deleted); their history stays",
    input: idsBody,
    result: deletedCount,
  },
  operations: pagedList({
    path: '/file/operations',
    permission: view,
    summary: "A file's operation history, newest first",
    filters: { fileId: rowIdParam },
    row: fileOperationRow,
  }),
});

/**
 * Forwarding and receiving rules (console-administration.md §3, §5): when a
 * file arrives at a rule's source (a robot run of a process produces it, or
 * it lands in the rule owner's own files), every enabled rule gives a copy to
 * its receiving users and processes, and keeps a history row per receiver.
 */
export const FORWARD_SOURCES = ['process', 'mine'] as const;
export type ForwardSource = (typeof FORWARD_SOURCES)[number];
export const FORWARD_SOURCE_LABELS: Record<ForwardSource, Bilingual> = {
  process: { zh_CN: '流程生成的文件', en_US: "A process's produced files" },
  mine: { zh_CN: '我的文件', en_US: 'My files' },
};
/** What a receiver gets when it already holds a file of that name: replaced, or kept beside as "name (1)". */
export const RECEIVE_MODES = ['cover', 'rename'] as const;
export type ReceiveMode = (typeof RECEIVE_MODES)[number];
export const RECEIVE_MODE_LABELS: Record<ReceiveMode, Bilingual> = {
  cover: { zh_CN: '覆盖同名文件', en_US: 'Replace a file of the same name' },
  rename: { zh_CN: '保留两者（重命名）', en_US: 'Keep both (rename)' },
};
export const FORWARD_RESULTS = ['success', 'failed'] as const;
export type ForwardResult = (typeof FORWARD_RESULTS)[number];
export const FORWARD_RESULT_LABELS: Record<ForwardResult, Bilingual> = {
  success: { zh_CN: '成功', en_US: 'Success' },
  failed: { zh_CN: '失败', en_US: 'Failed' },
};
export const RULE_NAME_MAX = 32;
/** Receivers of one rule, users and processes together. */
export const RULE_RECEIVERS_MAX = 100;

const noDuplicates = (ids: readonly number[]) => new Set(ids).size === ids.length;

export const forwardRuleFields = z
  .object({
    name: z
      .string({ error: 'files.ruleNameRequired' })
      .trim()
      .min(1, 'files.ruleNameRequired')
      .max(RULE_NAME_MAX, 'files.ruleNameLength')
      .refine((s) => !s.includes('\0'), 'error.nulCharacter'),
    source: z.enum(FORWARD_SOURCES, { error: 'files.ruleSourceRequired' }),
    /** The process whose produced files are forwarded (source `process`). */
    sourceProcessId: rowId.nullable().default(null),
    receiverUserIds: z
      .array(rowId)
      .max(RULE_RECEIVERS_MAX)
      .default([])
      .refine(noDuplicates, 'files.receiverDuplicate'),
    receiverProcessIds: z
      .array(rowId)
      .max(RULE_RECEIVERS_MAX)
      .default([])
      .refine(noDuplicates, 'files.receiverDuplicate'),
    receiveMode: z.enum(RECEIVE_MODES).default('cover'),
    enabled: z.boolean().default(true),
  })
  .refine((r) => r.receiverUserIds.length + r.receiverProcessIds.length > 0, {
    path: ['receiverUserIds'],
    message: 'files.receiverRequired',
  })
  .refine((r) => r.source !== 'process' || r.sourceProcessId !== null, {
    path: ['sourceProcessId'],
    message: 'files.processRequired',
  });
export type ForwardRuleFields = z.input<typeof forwardRuleFields>;

export const forwardRuleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(FORWARD_SOURCES),
  sourceProcessId: z.number().int().nullable(),
  sourceProcessName: z.string(),
  receiverUsers: z.array(z.object({ id: z.number().int(), account: z.string(), realName: z.string() })),
  receiverProcesses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  receiveMode: z.enum(RECEIVE_MODES),
  enabled: z.boolean(),
  ownerName: z.string(),
  ...departmentRef,
  createdAt: timeText,
  updatedAt: timeText,
});
export type ForwardRuleRow = z.infer<typeof forwardRuleRow>;

export const forwardHistoryRow = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  fileId: z.number().int().nullable(),
  fileName: z.string(),
  /** A user's account or a process's name. */
  receiver: z.string(),
  receiverKind: z.enum(['user', 'process']),
  result: z.enum(FORWARD_RESULTS),
  reason: z.string(),
  at: timeText,
});
export type ForwardHistoryRow = z.infer<typeof forwardHistoryRow>;

const rules = { 1: '1803:rules', 4: '404:rules' } as const;

export const forwardRulesApi = defineRoutes('forwardRules', {
  list: pagedList({
    path: '/file/rule/list',
    permission: rules,
    summary: "Forwarding rules: a manager's departments', anyone else's own, by part of the name",
    filters: { name: emptyAsOmitted(z.string().trim().max(RULE_NAME_MAX)) },
    row: forwardRuleRow,
  }),
  receivers: {
    path: '/file/rule/receivers',
    permission: rules,
    summary: 'Users a rule may forward to: the active users of the departments the caller manages',
    result: z.array(z.object({ id: z.number().int(), account: z.string(), realName: z.string() })),
  },
  add: {
    path: '/file/rule/add',
    permission: rules,
    summary: 'Creates a forwarding rule of the caller',
    input: forwardRuleFields,
    result: forwardRuleRow,
  },
  modify: {
    path: '/file/rule/edit',
    permission: rules,
    summary: 'Changes a forwarding rule',
    input: forwardRuleFields.safeExtend({ id: rowId }),
    result: forwardRuleRow,
  },
  remove: {
    path: '/file/rule/delete',
    permission: rules,
    summary: 'Deletes forwarding rules; their history goes with them',
    input: idsBody,
    result: deletedCount,
  },
  history: pagedList({
    path: '/file/rule/history',
    permission: rules,
    summary: "A rule's deliveries, newest first: file, receiver, success or failed with the reason",
    filters: { ruleId: rowIdParam },
    row: forwardHistoryRow,
  }),
});

/** A process document as a robot or an application sees it. */
export const documentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  folder: z.string(),
  type: z.enum(FILE_TYPES),
  size: z.number().int(),
  source: z.enum(FILE_SOURCES),
  description: z.string(),
  processId: z.number().int().nullable(),
  updatedAt: timeText,
});
export type DocumentRow = z.infer<typeof documentRow>;

/** A document named by its folder and name, as robots and applications name them. */
const documentPath = z.object({
  name: z.string().min(1).max(FILE_NAME_MAX, 'files.nameLength'),
  folder: z.string().max(FILE_FOLDER_MAX, 'files.folderLength').default(''),
});

/**
 * A running robot's reach into its process's documents (docs/robot-protocol.md,
 * "Process documents"): list, read, describe and delete, with the bearer token
 * of its welcome, only while it runs the task in the path. Files it adds go
 * through `/robot/task/:taskId/file`.
 */
export const robotDocumentsApi = defineRoutes('robotDocuments', {
  list: {
    method: 'GET',
    path: '/robot/task/:taskId/documents',
    // The robot's bearer token, checked by the handler.
    permission: 'public',
    summary: "The documents of the running task's process",
    result: z.array(documentRow),
  },
  download: {
    method: 'GET',
    path: '/robot/task/:taskId/document',
    permission: 'public',
    summary: "A document of the running task's process (`?name=&folder=`)",
    input: documentPath,
    result: z.null(),
    kind: 'download',
  },
  describe: {
    path: '/robot/task/:taskId/document/description',
    permission: 'public',
    summary: "Changes a document's description",
    input: documentPath.extend({ description: fileDescription }),
    result: z.null(),
  },
  remove: {
    path: '/robot/task/:taskId/document/delete',
    permission: 'public',
    summary: "Deletes a document the process's runs produced (others are the people's to remove)",
    input: documentPath,
    result: z.null(),
  },
});

/**
 * The open API's files (docs/open-api.md, "Files"): documents of the
 * processes of the application's departments; an application adds, reads,
 * describes and deletes the ones it added.
 */
export const openFilesApi = defineRoutes('openFiles', {
  list: {
    path: '/open/file/list',
    permission: 'application',
    summary: "Documents of a process of the application's departments",
    input: z.object({ processId: rowIdParam }),
    result: z.array(documentRow),
  },
  upload: {
    path: '/open/file/upload',
    permission: 'application',
    summary:
      'Adds a document to a process (multipart `file`; `?processId=&folder=&description=`), replacing one of the same name and folder; the upload settings apply',
    input: z.object({
      processId: rowIdParam,
      folder: z.string().max(FILE_FOLDER_MAX, 'files.folderLength').default(''),
      description: emptyAsOmitted(fileDescription),
    }),
    result: z.object({ id: z.number().int(), name: z.string(), replaced: z.boolean() }),
    kind: 'upload',
  },
  download: {
    method: 'GET',
    path: '/open/file/download',
    permission: 'application',
    summary: "A document of a process of the application's departments",
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
  describe: {
    path: '/open/file/description',
    permission: 'application',
    summary: "Changes a document's description",
    input: z.object({ id: rowId, description: fileDescription }),
    result: z.null(),
  },
  remove: {
    path: '/open/file/delete',
    permission: 'application',
    summary: 'Deletes a document the application added',
    input: idQuery,
    result: z.null(),
  },
});
