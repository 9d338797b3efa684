import { z } from 'zod';
import { defineRoutes } from '../route';
import { createdId, idBody, importResult } from '../schemas';
import { ID_MAX, nameText, plainText, rowId } from '../text';
import { DEPARTMENT_CODE_PATTERN, DEPARTMENT_NAME_MAX, DEPARTMENT_NAME_MIN, DESCRIPTION_MAX } from '../users';

/** Departments (console-administration.md §2, §3, §5, §6, §8): menu 1703 and everyone's department tree. */

/** The fields a department form (and an import row) edits. */
export const departmentFields = z.object({
  name: nameText({
    min: DEPARTMENT_NAME_MIN,
    max: DEPARTMENT_NAME_MAX,
    lengthKey: 'departments.nameLength',
    requiredKey: 'departments.nameRequired',
  }),
  code: z
    .string({ error: 'departments.codeRequired' })
    .trim()
    .min(1, { message: 'departments.codeRequired', abort: true })
    .regex(DEPARTMENT_CODE_PATTERN, 'departments.codeInvalid'),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  description: plainText(DESCRIPTION_MAX, 'users.descriptionLength').default(''),
});
export type DepartmentForm = z.output<typeof departmentFields>;

export const departmentAdd = departmentFields.extend({
  parentId: z.number({ error: 'departments.parentRequired' }).int().positive().max(ID_MAX),
});
export const departmentModify = departmentFields.extend({
  id: rowId,
  /** Null keeps a top department at the top; any other value moves the department there. */
  parentId: rowId.nullable(),
});

/** A department with its sub-departments, sorted by `sort` then name. */
export interface DepartmentNode {
  id: number;
  name: string;
  code: string;
  parentId: number | null;
  sort: number;
  description: string;
  children: DepartmentNode[];
}
export const departmentNode: z.ZodType<DepartmentNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    parentId: z.number().int().nullable(),
    sort: z.number().int(),
    description: z.string(),
    children: z.array(departmentNode),
  }),
);

export const departmentsApi = defineRoutes('departments', {
  tree: {
    path: '/sauth/org/tree',
    permission: 'session',
    summary: 'The departments the caller manages, as a tree',
    result: z.array(departmentNode),
  },
  add: {
    path: '/sauth/org/add',
    permission: '1703:add',
    summary: 'Adds a department under a managed parent',
    input: departmentAdd,
    result: createdId,
  },
  modify: {
    path: '/sauth/org/modify',
    permission: '1703:edit',
    summary: 'Edits a department, moving it (with its subtree) when the parent changes',
    input: departmentModify,
    result: createdId,
  },
  remove: {
    path: '/sauth/org/del',
    permission: '1703:delete',
    summary: 'Deletes an empty department',
    input: idBody,
    result: z.null(),
  },
  template: {
    method: 'GET',
    path: '/sauth/org/template',
    permission: '1703:import',
    summary: 'The department import workbook template',
    result: z.null(),
    kind: 'download',
  },
  import: {
    path: '/sauth/org/import',
    permission: '1703:import',
    summary: 'Imports departments from the template (multipart, field `file`)',
    result: importResult,
    kind: 'upload',
  },
});
