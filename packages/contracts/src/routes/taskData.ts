import { z } from 'zod';
import type { Bilingual } from '../i18n';
import { defineRoutes } from '../route';
import {
  deletedCount,
  departmentRef,
  emptyAsOmitted,
  idBody,
  idsBody,
  importResult,
  pagedList,
  timeText,
} from '../schemas';
import { hasNul, nameText, plainText, rowId, rowIdParam, textLength } from '../text';

/**
 * Task data (console-administration.md §2, §3, §4, §5; menu 1405): spaces of
 * work items a department's robots take one at a time while they run a task
 * (docs/robot-protocol.md, "Task data").
 */

export const TASK_DATA_NAME_MIN = 2;
export const TASK_DATA_NAME_MAX = 64;
export const TASK_DATA_ITEMS_MAX = 10000;
export const TASK_DATA_ATTEMPTS_MAX = 999999;
export const TASK_DATA_DESCRIPTION_MAX = 250;
/** A space's service level: each item is due this many minutes after it arrives (0: none; at most 30 days). */
export const TASK_DATA_SLA_MAX = 43200;
/** Waiting items due within this many minutes, with no robot to take them, alert the space's managers. */
export const TASK_DATA_SLA_WARN_MINUTES = 15;
/** An item's content, serialised as JSON, holds at most this many bytes (500 KB). */
export const TASK_DATA_CONTENT_MAX_BYTES = 500 * 1024;
export const TASK_DATA_REFERENCE_MAX = 128;
export const TASK_DATA_REASON_MAX = 2000;

/** The states of a record, as console-administration.md §4 names them. */
export const TASK_ITEM_STATES = [
  'waitToRun',
  'running',
  'runSuccessfully',
  'runFailed',
  'waitTimeout',
  'deleted',
  'rerun',
] as const;
export type TaskItemState = (typeof TASK_ITEM_STATES)[number];
export const TASK_ITEM_STATE_LABELS: Record<TaskItemState, Bilingual> = {
  waitToRun: { zh_CN: '待运行', en_US: 'Wait to run' },
  running: { zh_CN: '运行中', en_US: 'Running' },
  runSuccessfully: { zh_CN: '运行成功', en_US: 'Run successfully' },
  runFailed: { zh_CN: '运行失败', en_US: 'Run failed' },
  waitTimeout: { zh_CN: '等待超时', en_US: 'Wait timeout' },
  deleted: { zh_CN: '已删除', en_US: 'Deleted' },
  rerun: { zh_CN: '重跑', en_US: 'Rerun' },
};
/** States in the queue: a robot may take the item. */
export const TASK_ITEM_WAITING: readonly TaskItemState[] = ['waitToRun', 'rerun'];
/** Finished states: the item may be rerun. */
export const TASK_ITEM_FINISHED: readonly TaskItemState[] = ['runSuccessfully', 'runFailed', 'waitTimeout'];

/** 0 high, 1 normal, 2 low. */
export const TASK_ITEM_PRIORITIES = [0, 1, 2] as const;
export const TASK_ITEM_PRIORITY_LABELS: Record<0 | 1 | 2, Bilingual> = {
  0: { zh_CN: '高', en_US: 'High' },
  1: { zh_CN: '中', en_US: 'Normal' },
  2: { zh_CN: '低', en_US: 'Low' },
};

/** Whole numbers from a form or a sheet (text or number), out of range named by `key`. */
const wholeIn = (
  min: number,
  max: number,
  key: 'taskData.maxItemsRange' | 'taskData.maxAttemptsRange' | 'taskData.slaRange',
) => z.coerce.number({ error: key }).refine((n) => Number.isInteger(n) && n >= min && n <= max, key);

export const taskDataName = nameText({
  min: TASK_DATA_NAME_MIN,
  max: TASK_DATA_NAME_MAX,
  lengthKey: 'taskData.nameLength',
});

/** The fields of the add form (and, with `id`, of the edit form). */
export const taskDataFields = z.object({
  name: taskDataName,
  maxItems: wholeIn(1, TASK_DATA_ITEMS_MAX, 'taskData.maxItemsRange'),
  maxAttempts: wholeIn(0, TASK_DATA_ATTEMPTS_MAX, 'taskData.maxAttemptsRange'),
  /** Minutes an item has from its arrival when it names no deadline of its own; 0: none. */
  slaMinutes: wholeIn(0, TASK_DATA_SLA_MAX, 'taskData.slaRange').default(0),
  description: plainText(TASK_DATA_DESCRIPTION_MAX, 'taskData.descriptionLength').refine(
    (s) => s.length > 0,
    'taskData.descriptionLength',
  ),
  departmentId: rowId,
  /** Robots of the department that may use it; none: all of them. */
  robotIds: z.array(rowId).max(1000).default([]),
});
export type TaskDataFields = z.input<typeof taskDataFields>;
export const taskDataEdit = taskDataFields.extend({ id: rowId });

export const taskDataRow = z.object({
  id: z.number().int(),
  name: z.string(),
  maxItems: z.number().int(),
  maxAttempts: z.number().int(),
  slaMinutes: z.number().int(),
  description: z.string(),
  ...departmentRef,
  robots: z.array(z.object({ id: z.number().int(), robotsNo: z.string(), alias: z.string() })),
  /** Items not deleted, and of them those waiting and running. */
  items: z.number().int(),
  waiting: z.number().int(),
  running: z.number().int(),
  createdBy: z.string(),
  createdAt: timeText,
  updatedAt: timeText,
});
export type TaskDataRow = z.infer<typeof taskDataRow>;

/** Any JSON value whose serialisation holds at most 500 KB and no NUL. */
export const taskItemContent = z
  .unknown()
  .refine((v) => v !== undefined, 'taskData.contentRequired')
  .refine((v) => {
    const s = JSON.stringify(v) ?? '';
    return new TextEncoder().encode(s).length <= TASK_DATA_CONTENT_MAX_BYTES;
  }, 'taskData.contentTooLarge')
  .refine((v) => !hasNul(JSON.stringify(v) ?? ''), 'error.nulCharacter');

export const taskItemReference = z
  .string()
  .trim()
  .refine((s) => !hasNul(s), { message: 'error.nulCharacter', abort: true })
  .refine((s) => textLength(s) <= TASK_DATA_REFERENCE_MAX, 'taskData.referenceLength');

/** A new item, from the console or a robot. */
export const taskItemFields = z.object({
  content: taskItemContent,
  reference: taskItemReference.default(''),
  priority: z.coerce.number().int().min(0).max(2).default(1),
  /** After it the item, still waiting, becomes wait timeout. */
  deadline: emptyAsOmitted(z.iso.datetime({ offset: true })),
});
export type TaskItemFields = z.input<typeof taskItemFields>;

export const taskItemRow = z.object({
  id: z.number().int(),
  spaceId: z.number().int(),
  content: z.unknown(),
  reference: z.string(),
  priority: z.number().int(),
  state: z.enum(TASK_ITEM_STATES),
  attempts: z.number().int(),
  output: z.unknown().nullable(),
  failureReason: z.string(),
  robotId: z.number().int().nullable(),
  robotsNo: z.string(),
  taskId: z.number().int().nullable(),
  deadline: timeText.nullable(),
  createdAt: timeText,
  startedAt: timeText.nullable(),
  finishedAt: timeText.nullable(),
});
export type TaskItemRow = z.infer<typeof taskItemRow>;

export const taskDataApi = defineRoutes('taskData', {
  list: pagedList({
    path: '/taskData/list',
    permission: '1405',
    summary: "Task data spaces of the caller's departments by part of the name and department",
    filters: {
      name: emptyAsOmitted(z.string().trim().max(TASK_DATA_NAME_MAX)),
      departmentId: emptyAsOmitted(rowIdParam),
    },
    row: taskDataRow,
  }),
  detail: {
    path: '/taskData/detail',
    permission: '1405',
    summary: 'One task data space with its item counts',
    input: idBody,
    result: taskDataRow,
  },
  add: {
    path: '/taskData/add',
    permission: '1405:add',
    summary: 'Creates a task data space in a department the caller manages',
    input: taskDataFields,
    result: taskDataRow,
  },
  modify: {
    path: '/taskData/edit',
    permission: '1405:edit',
    summary: 'Changes a task data space',
    input: taskDataEdit,
    result: taskDataRow,
  },
  remove: {
    path: '/taskData/delete',
    permission: '1405:delete',
    summary: 'Deletes task data spaces and their items; refused while any item of them runs',
    input: idsBody,
    result: deletedCount,
  },
  records: pagedList({
    path: '/taskData/records',
    permission: '1405:detail',
    summary: "A space's items by state and part of the reference, newest first",
    filters: {
      spaceId: rowIdParam,
      state: emptyAsOmitted(z.enum(TASK_ITEM_STATES)),
      reference: emptyAsOmitted(z.string().trim().max(TASK_DATA_REFERENCE_MAX)),
    },
    row: taskItemRow,
  }),
  addRecord: {
    path: '/taskData/records/add',
    permission: '1405:edit',
    summary: 'Adds an item to a space, within its max items',
    input: taskItemFields.extend({ spaceId: rowId }),
    result: taskItemRow,
  },
  removeRecords: {
    path: '/taskData/records/delete',
    permission: '1405:edit',
    summary: 'Marks items deleted (not running ones)',
    input: idsBody.extend({ spaceId: rowId }),
    result: deletedCount,
  },
  rerunRecords: {
    path: '/taskData/records/rerun',
    permission: '1405:edit',
    summary: 'Puts finished items back in the queue (state rerun), attempts from zero',
    input: idsBody.extend({ spaceId: rowId }),
    result: z.object({ rerun: z.number().int() }),
  },
  template: {
    method: 'GET',
    path: '/taskData/records/template',
    permission: '1405:edit',
    summary: 'The item import workbook template',
    result: z.null(),
    kind: 'download',
  },
  importRecords: {
    path: '/taskData/records/import',
    permission: '1405:edit',
    summary:
      'Imports items into space `spaceId` (query) from the template (multipart, field `file`); bad rows are reported, the good ones added',
    input: z.object({ spaceId: rowIdParam }),
    result: importResult,
    kind: 'upload',
  },
});
