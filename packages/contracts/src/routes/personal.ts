import { z } from 'zod';
import { PHONE_PATTERN, REAL_NAME_MAX, REAL_NAME_MIN } from '../password';
import { ALIAS_MAX, ALIAS_PATTERN } from '../personal';
import { defineRoutes } from '../route';
import { alertType, timeText } from '../schemas';
import { nameText } from '../text';

/** The personal centre (console-core.md §3, §4, §5, §7): every signed-in user, for themselves only. */

/** The basic settings form. */
export const personalBasic = z.object({
  realName: nameText({ min: REAL_NAME_MIN, max: REAL_NAME_MAX, lengthKey: 'users.realNameLength' }),
  alias: z.string().trim().max(ALIAS_MAX).regex(ALIAS_PATTERN, 'personal.aliasInvalid').default(''),
  // Both are required in the personal centre (console-core.md §4): mail and alerts go there.
  email: z.string({ error: 'personal.emailInvalid' }).trim().pipe(z.email('personal.emailInvalid').max(100)),
  phone: z.string({ error: 'personal.phoneInvalid' }).trim().regex(PHONE_PATTERN, 'personal.phoneInvalid'),
});

/** Notification settings. */
export const alertConf = z.object({
  /** Mail alerts of the chosen categories to the user's email. */
  receiveEmail: z.boolean(),
  alertCategories: z.array(alertType),
  /** Notify licence exceptions (expiring within 30 days, expired, used up). */
  licExc: z.boolean(),
});
export type AlertConf = z.infer<typeof alertConf>;

/** The caller's basic and notification settings. */
export const personalInfo = alertConf.extend({
  id: z.number().int(),
  account: z.string(),
  realName: z.string(),
  alias: z.string(),
  email: z.string(),
  phone: z.string(),
  departmentName: z.string(),
  lastLoginAt: timeText.nullable(),
});
export type PersonalInfo = z.infer<typeof personalInfo>;

/** The caller's binding to the AD domain, and the data they may see. */
export const adAndData = z.object({
  /** Null for a local account; for a directory user, their entry (they sign in with its password). */
  ad: z.object({ dn: z.string(), domainAccount: z.string() }).nullable(),
  /** Departments whose data the caller sees: their own and those authorised to them. */
  departments: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
});
export type AdAndData = z.infer<typeof adAndData>;

/** Null only when the caller's account vanished meanwhile. */
const infoResult = personalInfo.nullable();

export const personalApi = defineRoutes('personal', {
  info: {
    path: '/sys/personal/info',
    permission: 'session',
    summary: "The caller's basic and notification settings.",
    result: infoResult,
  },
  save: {
    path: '/sys/personal/save',
    permission: 'session',
    summary: "Saves the caller's name, alias, email and phone.",
    input: personalBasic,
    result: infoResult,
  },
  alertType: {
    path: '/sys/personal/alertType',
    permission: 'session',
    summary: "The alert categories, named in the caller's language.",
    result: z.array(z.object({ type: alertType, name: z.string() })),
  },
  alertConf: {
    path: '/sys/personal/alertConf',
    permission: 'session',
    summary: 'Saves whether and which alerts are mailed (and, when given, licence exceptions).',
    input: alertConf.extend({
      alertCategories: alertConf.shape.alertCategories.max(alertType.options.length),
      licExc: z.boolean().optional(),
    }),
    result: infoResult,
  },
  licExc: {
    path: '/sys/personal/licExc',
    permission: 'session',
    summary: 'Saves whether licence exceptions are notified.',
    input: z.object({ licExc: z.boolean() }),
    result: infoResult,
  },
  adAndData: {
    method: 'GET',
    path: '/sys/personal/adAndData',
    permission: 'session',
    summary: "The caller's AD domain binding and the departments whose data they see.",
    result: adAndData,
  },
});
