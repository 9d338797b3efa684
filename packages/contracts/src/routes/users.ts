import { z } from 'zod';
import { ACCOUNT_PATTERN, PHONE_PATTERN, REAL_NAME_MAX, REAL_NAME_MIN } from '../password';
import { defineRoutes } from '../route';
import {
  alertType,
  deletedCount,
  departmentRef,
  idQuery,
  idsBody,
  importResult,
  pageOf,
  pageQuery,
  timeText,
} from '../schemas';
import { nameText, plainText, rowId, rowIdParam } from '../text';
import { DESCRIPTION_MAX } from '../users';
import { departmentNode } from './departments';

/** Users (console-administration.md §2, §4, §5, §7, §8): menu 1701 and one's own password. */

export const userStatus = z.enum(['normal', 'locked']);
export type UserStatus = z.infer<typeof userStatus>;

/** The editable fields of a user (add and modify), shared by the form calls and the import. */
export const userFields = z.object({
  realName: nameText({ min: REAL_NAME_MIN, max: REAL_NAME_MAX, lengthKey: 'users.realNameLength' }),
  departmentId: z.number({ error: 'users.departmentRequired' }).int().positive('users.departmentRequired'),
  roleIds: z
    .array(rowId, { error: 'users.roleRequired' })
    .min(1, 'users.roleRequired')
    .max(4, 'users.oneRolePerIdentity'),
  description: plainText(DESCRIPTION_MAX, 'users.descriptionLength').default(''),
  email: z.union([z.literal(''), z.email().max(100)]).default(''),
  phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, 'personal.phoneInvalid')]).default(''),
  isNeedModifyPwd: z.boolean().default(false),
  studioLicence: z.boolean().default(false),
  assistantLicence: z.boolean().default(false),
  receiveEmail: z.boolean().default(false),
  alertCategories: z.array(alertType).max(alertType.options.length).default([]),
});
export type UserFields = z.output<typeof userFields>;

/** Passwords travel RSA-encrypted, as at sign-in; the server compares them once decrypted. */
const encrypted = z.string().min(1).max(1024);

export const userAdd = userFields.extend({
  account: z.string().trim().regex(ACCOUNT_PATTERN, 'users.accountInvalid'),
  password: encrypted,
  confirmPassword: encrypted,
});

/** The list filters (also those of the export). */
export const userQuery = z.object({
  account: z.string().trim().max(50).optional(),
  realName: z.string().trim().max(30).optional(),
  departmentId: rowIdParam.optional(),
  status: userStatus.optional(),
});

/** A row of the user list. */
export const userRow = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string(),
  ...departmentRef,
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), identity: z.number().int() })),
  status: userStatus,
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  lastLoginAt: timeText.nullable(),
});
export type UserRow = z.infer<typeof userRow>;

/** Everything the edit form shows. */
export const userDetail = userFields.extend({
  id: z.number().int(),
  account: z.string(),
  departmentName: z.string(),
  status: userStatus,
  lastLoginAt: timeText.nullable(),
  createdAt: timeText,
});
export type UserDetail = z.output<typeof userDetail>;

const userIdBody = z.object({ userId: rowId });

export const usersApi = defineRoutes('users', {
  list: {
    path: '/sauth/user/list',
    permission: '1701',
    summary: 'Users of the departments the caller manages, by account, name, department and status',
    input: userQuery.extend(pageQuery),
    result: pageOf(userRow),
  },
  userInfo: {
    method: 'GET',
    path: '/sauth/user/userInfo',
    permission: '1701',
    summary: 'A managed user with everything the edit form shows',
    input: idQuery,
    result: userDetail,
  },
  add: {
    path: '/sauth/user/add',
    permission: '1701:add',
    summary: 'Creates a user in a managed department with an initial password (RSA-encrypted)',
    input: userAdd,
    result: userDetail,
  },
  modify: {
    path: '/sauth/user/modify',
    permission: '1701:edit',
    summary: "Changes a managed user's fields and roles (never the account)",
    input: userFields.extend({ id: rowId }),
    result: userDetail,
  },
  password: {
    path: '/sauth/user/password',
    permission: '1701:password',
    summary: "Sets a managed user's password (RSA-encrypted) and ends their sessions",
    input: userIdBody.extend({ password: encrypted, confirmPassword: encrypted }),
    result: z.null(),
  },
  resetPwd: {
    path: '/sauth/user/resetPwd',
    permission: '1701:resetPwd',
    summary: 'Generates a new password, shown in this answer only, to be changed at the next sign-in',
    input: userIdBody,
    result: z.object({ password: z.string() }),
  },
  unlock: {
    path: '/sauth/user/unlock',
    permission: '1701:lock',
    summary: 'Locks (ending the sessions) or unlocks a managed user other than the caller',
    input: userIdBody.extend({ status: userStatus }),
    result: z.null(),
  },
  remove: {
    path: '/sauth/user/del',
    permission: '1701:delete',
    summary: 'Deletes managed users other than the caller',
    input: idsBody,
    result: deletedCount,
  },
  selectOrg: {
    path: '/sauth/user/selectOrg',
    permission: '1701:authorize',
    summary: "The caller's department tree with the user's authorised departments checked",
    input: userIdBody,
    result: z.object({
      tree: z.array(departmentNode),
      checked: z.array(z.number().int()),
      ownDepartmentId: z.number().int(),
    }),
  },
  authorizeSave: {
    path: '/sauth/user/authorizeSave',
    permission: '1701:authorize',
    summary: 'Replaces the departments a user is authorised for (within the caller’s)',
    input: userIdBody.extend({ orgId: z.array(rowId).max(1000) }),
    result: z.object({ checked: z.array(z.number().int()) }),
  },
  export: {
    path: '/sauth/user/export',
    permission: '1701:export',
    summary: 'The filtered user list as a workbook',
    input: userQuery,
    result: z.null(),
    kind: 'download',
  },
  template: {
    method: 'GET',
    path: '/sauth/user/template',
    permission: '1701:import',
    summary: 'The user import workbook template',
    result: z.null(),
    kind: 'download',
  },
  import: {
    path: '/sauth/user/import',
    permission: '1701:import',
    summary: 'Imports users from the template (multipart, field `file`)',
    result: importResult,
    kind: 'upload',
  },
  modifyPwd: {
    path: '/sauth/user/modifyPwd',
    permission: 'session',
    summary: "Changes one's own password (all three RSA-encrypted); other sessions end",
    input: z.object({
      id: rowIdParam,
      oldPassWord: encrypted,
      newPassWord: encrypted,
      /** The new password typed again, encrypted like it: checked on the server, not only in the browser. */
      confirmPassWord: encrypted,
    }),
    result: z.null(),
  },
  clearCookie: {
    path: '/sauth/user/clearCookie',
    permission: 'public',
    summary: 'Clears any cookie the browser sent (the session lives in the accesstoken header)',
    result: z.null(),
  },
});
