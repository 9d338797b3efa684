import { z } from 'zod';
import type { Bilingual } from '../i18n';
import { defineRoutes } from '../route';
import {
  deletedCount,
  departmentRef,
  emptyAsOmitted,
  idBody,
  idsBody,
  pagedList,
  timeText,
} from '../schemas';
import { hasNul, nameText, plainText, rowId, rowIdParam, textLength } from '../text';

/**
 * Variables (console-administration.md §2, §3, §5; menu 1802): named values a
 * department's robots read while they run a task (docs/robot-protocol.md,
 * "Variables"). A password variable's value is sealed at rest and never
 * answered to the console.
 */

export const VARIABLE_TYPES = ['text', 'password'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];
export const VARIABLE_TYPE_LABELS: Record<VariableType, Bilingual> = {
  text: { zh_CN: '文本', en_US: 'Text' },
  password: { zh_CN: '密码', en_US: 'Password' },
};
export const VARIABLE_NAME_MAX = 50;
export const VARIABLE_VALUE_MAX = 4096;
export const VARIABLE_DESCRIPTION_MAX = 100;

export const VARIABLE_ACCESS_ACTIONS = ['read', 'write'] as const;
export type VariableAccessAction = (typeof VARIABLE_ACCESS_ACTIONS)[number];
export const VARIABLE_ACCESS_LABELS: Record<VariableAccessAction, Bilingual> = {
  read: { zh_CN: '读取', en_US: 'Read' },
  write: { zh_CN: '写入', en_US: 'Write' },
};

/** A variable's name: 1-50 characters, unique in its department whatever the case. */
export const variableName = nameText({ max: VARIABLE_NAME_MAX, lengthKey: 'variables.nameLength' });

/** A value as given, untrimmed (a password may hold spaces): 1-4096 characters without NUL. */
export const variableValue = z
  .string({ error: 'variables.valueLength' })
  .refine((s) => !hasNul(s), { message: 'error.nulCharacter', abort: true })
  .refine((s) => {
    const n = textLength(s);
    return n >= 1 && n <= VARIABLE_VALUE_MAX;
  }, 'variables.valueLength');

/** The fields of the add form (and, with `id`, of the edit form). */
export const variableFields = z.object({
  name: variableName,
  type: z.enum(VARIABLE_TYPES),
  value: variableValue,
  description: plainText(VARIABLE_DESCRIPTION_MAX, 'variables.descriptionLength').default(''),
  departmentId: rowId,
  /** Robots of the department that may read it; none: all of them. */
  robotIds: z.array(rowId).max(1000).default([]),
  /** A robot may write it back. */
  clientModifiable: z.boolean().default(false),
  /** The value is a Python expression, stored and delivered verbatim. */
  expression: z.boolean().default(false),
});
export type VariableFields = z.input<typeof variableFields>;

/** An edit: an empty password value keeps the stored one. */
export const variableEdit = variableFields.extend({
  id: rowId,
  value: z.union([z.literal(''), variableValue]),
});

export const variableRow = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(VARIABLE_TYPES),
  /** A text variable's value; always empty for a password. */
  value: z.string(),
  /** A value is stored (a password's is never shown). */
  hasValue: z.boolean(),
  description: z.string(),
  ...departmentRef,
  robots: z.array(z.object({ id: z.number().int(), robotsNo: z.string(), alias: z.string() })),
  clientModifiable: z.boolean(),
  expression: z.boolean(),
  createdBy: z.string(),
  createdAt: timeText,
  updatedAt: timeText,
});
export type VariableRow = z.infer<typeof variableRow>;

export const variableAccessRow = z.object({
  id: z.number().int(),
  variableId: z.number().int(),
  variableName: z.string(),
  action: z.enum(VARIABLE_ACCESS_ACTIONS),
  robotId: z.number().int().nullable(),
  robotsNo: z.string(),
  processName: z.string(),
  /** The task number. */
  taskId: z.number().int().nullable(),
  at: timeText,
});
export type VariableAccessRow = z.infer<typeof variableAccessRow>;

const accessFilters = {
  variableId: rowIdParam,
  action: emptyAsOmitted(z.enum(VARIABLE_ACCESS_ACTIONS)),
};

export const variablesApi = defineRoutes('variables', {
  list: pagedList({
    path: '/variable/list',
    permission: '1802',
    summary:
      "Variables of the caller's departments by part of the name, type and department; passwords without their value",
    filters: {
      name: emptyAsOmitted(z.string().trim().max(VARIABLE_NAME_MAX)),
      type: emptyAsOmitted(z.enum(VARIABLE_TYPES)),
      departmentId: emptyAsOmitted(rowIdParam),
    },
    row: variableRow,
  }),
  detail: {
    path: '/variable/detail',
    permission: '1802',
    summary: 'One variable; a password without its value',
    input: idBody,
    result: variableRow,
  },
  add: {
    path: '/variable/add',
    permission: '1802:add',
    summary: 'Creates a variable in a department the caller manages',
    input: variableFields,
    result: variableRow,
  },
  modify: {
    path: '/variable/edit',
    permission: '1802:edit',
    summary: 'Changes a variable; an empty password value keeps the stored one',
    input: variableEdit,
    result: variableRow,
  },
  remove: {
    path: '/variable/delete',
    permission: '1802:delete',
    summary: 'Deletes variables and their access records',
    input: idsBody,
    result: deletedCount,
  },
  accessRecords: pagedList({
    path: '/variable/accessRecords',
    permission: '1802:records',
    summary: "A variable's reads and writes by robots, newest first",
    filters: accessFilters,
    row: variableAccessRow,
  }),
  exportAccessRecords: {
    path: '/variable/accessRecords/export',
    permission: '1802:records',
    summary: "The newest 10000 of a variable's access records as a workbook",
    kind: 'download',
    input: z.object(accessFilters),
    result: z.null(),
  },
});
