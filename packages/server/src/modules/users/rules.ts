import {
  ACCOUNT_PATTERN,
  ALERT_TYPES,
  type AlertType,
  DESCRIPTION_MAX,
  nameText,
  PHONE_PATTERN,
  plainText,
  REAL_NAME_MAX,
  REAL_NAME_MIN,
  rowId,
  rowIdParam,
} from '@rpa/contracts';
import { z } from 'zod';

const alertTypes = Object.keys(ALERT_TYPES) as [AlertType, ...AlertType[]];

/** The user rules of console-administration.md §5, shared by the form calls and the import. */
export const account = z.string().trim().regex(ACCOUNT_PATTERN, 'users.accountInvalid');
export const realName = nameText({
  min: REAL_NAME_MIN,
  max: REAL_NAME_MAX,
  lengthKey: 'users.realNameLength',
});
export const description = plainText(DESCRIPTION_MAX, 'users.descriptionLength');
export const email = z.union([z.literal(''), z.email().max(100)]);
export const phone = z.union([z.literal(''), z.string().regex(PHONE_PATTERN, 'personal.phoneInvalid')]);

export const userFieldsSchema = z.object({
  realName,
  departmentId: z.number({ error: 'users.departmentRequired' }).int().positive('users.departmentRequired'),
  roleIds: z
    .array(rowId, { error: 'users.roleRequired' })
    .min(1, 'users.roleRequired')
    .max(4, 'users.oneRolePerIdentity'),
  description: description.default(''),
  email: email.default(''),
  phone: phone.default(''),
  isNeedModifyPwd: z.boolean().default(false),
  studioLicence: z.boolean().default(false),
  assistantLicence: z.boolean().default(false),
  receiveEmail: z.boolean().default(false),
  alertCategories: z.array(z.enum(alertTypes)).max(alertTypes.length).default([]),
});

/** Passwords travel RSA-encrypted, as at sign-in; the server compares them once decrypted. */
const encrypted = z.string().min(1).max(1024);

export const addSchema = userFieldsSchema.extend({
  account,
  password: encrypted,
  confirmPassword: encrypted,
});
export const modifySchema = userFieldsSchema.extend({ id: rowId });
export const userIdSchema = z.object({ userId: rowIdParam });
export const passwordSchema = z.object({
  userId: rowId,
  password: encrypted,
  confirmPassword: encrypted,
});
export const statusSchema = z.object({
  userId: rowId,
  status: z.enum(['normal', 'locked']),
});
export const deleteSchema = z.object({ ids: z.array(rowId).min(1).max(1000) });
export const authorizeSchema = z.object({
  userId: rowId,
  orgId: z.array(rowId).max(1000),
});
export const listSchema = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  account: z.string().trim().max(50).optional(),
  realName: z.string().trim().max(30).optional(),
  departmentId: rowIdParam.optional(),
  status: z.enum(['normal', 'locked']).optional(),
});
export type ListQuery = z.infer<typeof listSchema>;
