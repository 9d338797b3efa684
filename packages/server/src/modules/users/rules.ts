import {
  ACCOUNT_PATTERN,
  ALERT_TYPES,
  type AlertType,
  DESCRIPTION_MAX,
  PHONE_PATTERN,
  REAL_NAME_MAX,
  REAL_NAME_MIN,
} from '@rpa/contracts';
import { z } from 'zod';

const alertTypes = Object.keys(ALERT_TYPES) as [AlertType, ...AlertType[]];

/** The user rules of console-administration.md §5, shared by the form calls and the import. */
export const account = z.string().trim().regex(ACCOUNT_PATTERN, 'users.accountInvalid');
export const realName = z
  .string()
  .trim()
  .min(REAL_NAME_MIN, 'users.realNameLength')
  .max(REAL_NAME_MAX, 'users.realNameLength');
export const description = z.string().trim().max(DESCRIPTION_MAX, 'users.descriptionLength');
export const email = z.union([z.literal(''), z.email().max(100)]);
export const phone = z.union([z.literal(''), z.string().regex(PHONE_PATTERN, 'personal.phoneInvalid')]);

export const userFieldsSchema = z.object({
  realName,
  departmentId: z.number({ error: 'users.departmentRequired' }).int().positive('users.departmentRequired'),
  roleIds: z
    .array(z.number().int().positive(), { error: 'users.roleRequired' })
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
export const modifySchema = userFieldsSchema.extend({ id: z.number().int().positive() });
export const userIdSchema = z.object({ userId: z.coerce.number().int().positive() });
export const passwordSchema = z.object({
  userId: z.number().int().positive(),
  password: encrypted,
  confirmPassword: encrypted,
});
export const statusSchema = z.object({
  userId: z.number().int().positive(),
  status: z.enum(['normal', 'locked']),
});
export const deleteSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });
export const authorizeSchema = z.object({
  userId: z.number().int().positive(),
  orgId: z.array(z.number().int().positive()).max(1000),
});
export const listSchema = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  account: z.string().trim().max(50).optional(),
  realName: z.string().trim().max(30).optional(),
  departmentId: z.coerce.number().int().positive().optional(),
  status: z.enum(['normal', 'locked']).optional(),
});
export type ListQuery = z.infer<typeof listSchema>;
