import { z } from 'zod';
import { defineRoutes } from '../route';
import { settingView, timeText } from '../schemas';

/**
 * The AD domain tab of system configuration (console-administration.md §3,
 * §4, §5, §7 `/sys/ad*`, §9): the directory users and departments are synced
 * from, the account that reads it (its password sealed), and how often.
 */

export const AD_ADDRESS_MAX = 250;
export const AD_ACCOUNT_MAX = 250;
export const AD_PASSWORD_MAX = 128;
/** LDAP protocol versions the console speaks. */
export const AD_VERSIONS = [3] as const;
/** Daily at 00:00, or weekly on Sunday at 00:00, in the server's time zone. */
export const AD_FREQUENCIES = ['daily', 'weekly'] as const;
export type AdFrequency = (typeof AD_FREQUENCIES)[number];
/** Entries of each kind a detection lists (the counts are of all). */
export const AD_DETECT_LIST_MAX = 1000;

// Each pattern also takes the empty text: a field left empty is judged by the rules across fields.
/** A host name, an IPv4 address or a bracketed IPv6 one, optionally after ldap:// or ldaps://. */
const ADDRESS_PATTERN = /^$|^(ldaps?:\/\/)?([A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])$/;
/** name@domain, as a domain controller takes a user principal name. */
const ACCOUNT_PATTERN = /^$|^[^\s@]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;
/** attr=value pairs separated by commas; a value may hold escaped characters (\,). */
const DN_PATTERN = /^$|^[A-Za-z][A-Za-z0-9-]*=(\\.|[^,\\])+(,\s*[A-Za-z][A-Za-z0-9-]*=(\\.|[^,\\])+)*$/;

export const adSettings = z
  .object({
    /** The domain controller; empty while no directory is used (nothing is synced). */
    address: z
      .string('adDomain.addressInvalid')
      .trim()
      .max(AD_ADDRESS_MAX, 'adDomain.addressLength')
      .regex(ADDRESS_PATTERN, 'adDomain.addressInvalid'),
    port: z
      .number('adDomain.portInvalid')
      .int('adDomain.portInvalid')
      .min(0, 'adDomain.portInvalid')
      .max(65_535, 'adDomain.portInvalid'),
    /** The base DN synced from; empty means the account's domain (admin@example.com: dc=example,dc=com). */
    targetAddress: z
      .string('adDomain.targetInvalid')
      .trim()
      .max(AD_ADDRESS_MAX, 'adDomain.targetLength')
      .regex(DN_PATTERN, 'adDomain.targetInvalid'),
    /** The account that reads the directory, name@domain. */
    account: z
      .string('adDomain.accountInvalid')
      .trim()
      .max(AD_ACCOUNT_MAX, 'adDomain.accountInvalid')
      .regex(ACCOUNT_PATTERN, 'adDomain.accountInvalid'),
    /** Write-only: answered empty (see `sealedSet`); empty on save keeps the stored one. */
    password: z.string().max(AD_PASSWORD_MAX),
    version: z.literal(AD_VERSIONS, 'adDomain.versionRequired'),
    frequency: z.enum(AD_FREQUENCIES, 'adDomain.frequencyRequired'),
  })
  .refine((s) => s.address === '' || s.account !== '', {
    path: ['account'],
    message: 'adDomain.accountRequired',
  });
export type AdSettings = z.infer<typeof adSettings>;

/** What the connection test and the detection take: the form, with an address. */
const adForm = adSettings.refine((s) => s.address !== '', {
  path: ['address'],
  message: 'adDomain.addressRequired',
});

/**
 * The DN a sync reads under: the target address, or else the DN of the
 * account's domain (admin@corp.example.com: dc=corp,dc=example,dc=com).
 */
export function adBaseDn(s: Pick<AdSettings, 'targetAddress' | 'account'>): string {
  if (s.targetAddress) return s.targetAddress;
  const domain = s.account.split('@')[1] ?? '';
  return domain
    .split('.')
    .filter(Boolean)
    .map((part) => `dc=${part}`)
    .join(',');
}

/** A count with the first names it counts. */
const named = z.object({ count: z.number().int(), names: z.array(z.string()) });

/** What a sync changed (console-administration.md §4 "AD sync"). */
export const adSyncReport = z.object({
  trigger: z.enum(['manual', 'schedule']),
  /** The account that started a manual sync; empty for the schedule. */
  startedBy: z.string(),
  startedAt: timeText,
  finishedAt: timeText,
  ok: z.boolean(),
  /** Why it failed, in the reader's language; empty when it did not. */
  error: z.string(),
  departments: z.object({ created: named, updated: named }),
  users: z.object({
    created: named,
    updated: named,
    /** Users whose entries left the directory: locked, never deleted. */
    locked: named,
    /** Entries that could not become users, each with the reason. */
    skipped: z.object({
      count: z.number().int(),
      items: z.array(z.object({ name: z.string(), reason: z.string() })),
    }),
  }),
});
export type AdSyncReport = z.infer<typeof adSyncReport>;

/** What a sync would bring in, read before syncing. */
export const adDetected = z.object({
  baseDn: z.string(),
  departments: z.object({
    count: z.number().int(),
    items: z.array(z.object({ dn: z.string(), name: z.string(), parentDn: z.string() })),
  }),
  users: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        dn: z.string(),
        account: z.string(),
        realName: z.string(),
        email: z.string(),
        phone: z.string(),
        /** The organisational unit it sits in (empty: directly under the base). */
        unit: z.string(),
      }),
    ),
  }),
});
export type AdDetected = z.infer<typeof adDetected>;

export const adDomainApi = defineRoutes('adDomain', {
  detail: {
    method: 'GET',
    path: '/sys/ad',
    permission: '1901',
    summary: 'The AD domain settings (password withheld; `sealedSet` says whether one is stored).',
    result: settingView(adSettings),
  },
  save: {
    path: '/sys/ad',
    permission: '1901:save',
    summary: 'Saves the AD domain settings; an empty password keeps the stored one.',
    input: adSettings,
    result: z.null(),
  },
  connectTest: {
    path: '/sys/ad/connectTest',
    permission: '1901:save',
    summary:
      "Binds with the form's account (the stored password when the form is the saved server and account without one) and reads the target address; 400 with the directory's reason otherwise.",
    input: adForm,
    result: z.object({ baseDn: z.string(), millis: z.number().int() }),
  },
  detect: {
    path: '/sys/ad/detect',
    permission: '1901:save',
    summary: "Lists the organisational units and people a sync with the form's settings would bring in.",
    input: adForm,
    result: adDetected,
  },
  sync: {
    path: '/sys/ad/sync',
    permission: '1901:save',
    summary:
      'Starts a sync with the saved settings now and answers at once; 409 while one runs on any node. `isLockFree` and `syncReport` follow it.',
    result: z.null(),
  },
  isLockFree: {
    method: 'GET',
    path: '/sys/ad/isLockFree',
    permission: '1901',
    summary: 'Whether no sync runs now, on any node.',
    result: z.boolean(),
  },
  syncReport: {
    method: 'GET',
    path: '/sys/ad/syncReport',
    permission: '1901',
    summary: 'The last finished sync, whether one runs now, and when the schedule runs the next.',
    result: z.object({
      running: z.boolean(),
      nextSyncAt: timeText.nullable(),
      last: adSyncReport.nullable(),
    }),
  },
});
