import { z } from 'zod';
import { LicenceCategory, LicenceStatus } from '../enums';
import { LicenceTransferReason } from '../licences';
import { defineRoutes } from '../route';
import { emptyAsOmitted, pagedList, timeText } from '../schemas';
import { nameText } from '../text';

/** Licences (console-administration.md §3, §4, §7; console-core.md §6, §8): menu 1303. */

const licSn = z.string().trim().min(1).max(64);
const category = z.enum(LicenceCategory);
const licenceType = z.enum(['formal', 'trial']);

export const licenceRow = z.object({
  licSn: z.string(),
  custName: z.string(),
  category,
  agentType: z.string(),
  number: z.number().int(),
  used: z.number().int(),
  /** Seats left: number - used, never below 0. */
  remaining: z.number().int(),
  type: licenceType,
  effectiveAt: timeText,
  dueAt: timeText,
  clusterNodes: z.number().int(),
  machineCode: z.string(),
  status: z.enum(LicenceStatus),
  /** Valid and due within EXPIRING_SOON_DAYS. */
  expiringSoon: z.boolean(),
  /** Whole days until dueAt (negative once expired). */
  daysLeft: z.number().int(),
  importedAt: timeText,
});
export type LicenceRow = z.infer<typeof licenceRow>;

/** A valid licence with seats left, for the authorise dialogs. */
export const licenceOption = licenceRow.pick({
  licSn: true,
  category: true,
  agentType: true,
  type: true,
  number: true,
  remaining: true,
  dueAt: true,
});
export type LicenceOption = z.infer<typeof licenceOption>;

/** What an import answers. */
export const licenceImportResult = z.object({
  licence: licenceRow,
  /** True when the licence replaced an earlier file of the same licSn. */
  replaced: z.boolean(),
  /** Import replacing another: seats moved from the old licence, and those that did not fit. */
  moved: z.number().int(),
  failed: z.number().int(),
});
export type LicenceImportResult = z.infer<typeof licenceImportResult>;

export const licenceTransferRow = z.object({
  id: z.number().int(),
  robotId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  fromLicSn: z.string().nullable(),
  toLicSn: z.string().nullable(),
  reason: z.enum(LicenceTransferReason),
  result: z.enum(['success', 'failed']),
  at: timeText,
});
export type LicenceTransferRow = z.infer<typeof licenceTransferRow>;

/** Pass `confirmToken` to the delete within `expiresInSeconds`, once. */
export const licenceConfirmation = z.object({
  confirmToken: z.string(),
  expiresInSeconds: z.number().int(),
});
export type LicenceConfirmation = z.infer<typeof licenceConfirmation>;

export const categorySeats = z.object({
  category,
  total: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
});
export type CategorySeats = z.infer<typeof categorySeats>;

/** The licence summary the console shell needs. */
export const platformLicence = z.object({
  /** formal when a valid formal licence exists, else trial when a valid trial one does, else null. */
  licenseType: licenceType.nullable(),
  hasValidLicence: z.boolean(),
  /** The notification bell shows while the platform holds a valid licence (licenseType not null). */
  showBell: z.boolean(),
  machineCode: z.string(),
  categories: z.array(categorySeats),
  /** Valid licences due within EXPIRING_SOON_DAYS, soonest first. */
  expiring: z.array(z.object({ licSn: z.string(), category, dueAt: timeText, daysLeft: z.number().int() })),
  /** The spec's "no server licence on the platform" in the caller's language; empty when one is valid. */
  notice: z.string(),
});
export type PlatformLicence = z.infer<typeof platformLicence>;

export const custNameFields = z.object({
  licSn,
  custName: nameText({ max: 100, lengthKey: 'licences.custNameLength' }),
});

export const licencesApi = defineRoutes('licences', {
  list: pagedList({
    path: '/sys/lic/list',
    permission: '1303',
    summary: 'Licences by status and category (raises the alerts of what it shows)',
    filters: {
      status: emptyAsOmitted(z.enum(LicenceStatus)),
      category: emptyAsOmitted(category),
    },
    row: licenceRow,
  }),
  options: {
    path: '/sys/lic/licenceList',
    permission: '1303',
    summary: 'Valid licences with seats left for a robot type',
    input: z.object({ agentType: emptyAsOmitted(z.string().trim().max(32)) }),
    result: z.array(licenceOption),
  },
  import: {
    path: '/sys/lic/import',
    permission: '1303:import',
    summary: 'Imports a licence file (multipart, field `file`)',
    kind: 'upload',
    result: licenceImportResult,
  },
  freeAndImport: {
    path: '/sys/lic/freeAndImport',
    permission: '1303:transfer',
    summary: 'Imports a licence file replacing the licence `licSn` (query); its seats move to the new one',
    kind: 'upload',
    input: z.object({ licSn }),
    result: licenceImportResult,
  },
  apply: {
    path: '/sys/lic/apply',
    permission: '1303:apply',
    summary: "The request file the vendor issues a licence from: this installation's machine code",
    kind: 'download',
    input: z.object({
      custName: emptyAsOmitted(nameText({ min: 0, max: 100, lengthKey: 'licences.custNameLength' })),
    }),
    result: z.null(),
  },
  custName: {
    path: '/sys/lic/updateCustName',
    permission: '1303:edit',
    summary: "Changes the customer name shown for a licence (the signed file keeps the vendor's)",
    input: custNameFields,
    result: licenceRow,
  },
  transfers: pagedList({
    path: '/sys/lic/transferList',
    permission: '1303',
    summary: 'Seat transfers between licences by licence, reason and result',
    filters: {
      licSn: emptyAsOmitted(licSn),
      reason: emptyAsOmitted(z.enum(LicenceTransferReason)),
      result: emptyAsOmitted(z.enum(['success', 'failed'])),
    },
    row: licenceTransferRow,
  }),
  platform: {
    path: '/sysconfapi/platformLicense',
    // Every identity's shell asks for it (licence type, the bell, seats, expiring licences).
    permission: 'session',
    summary: "The platform's licence type, seats per category and licences due soon",
    result: platformLicence,
  },
  checkUser: {
    path: '/sys/lic/checkUser',
    permission: '1303:delete',
    summary: 'Checks the login password (RSA-encrypted) and issues a single-use delete confirmation',
    input: z.object({
      userName: z.string().trim().min(1).max(50),
      passWord: z.string().min(1).max(1024),
    }),
    result: licenceConfirmation,
  },
  remove: {
    path: '/sys/lic/del',
    permission: '1303:delete',
    summary: 'Deletes a licence with a fresh confirmation; its seats are freed',
    input: z.object({ licSn, confirmToken: emptyAsOmitted(z.string().max(200)) }),
    result: z.object({ licSn: z.string(), releasedSeats: z.number().int() }),
  },
});
