import { z } from 'zod';
import { defineRoutes } from '../route';
import { timeText } from '../schemas';

/**
 * Data sync (console-administration.md §2 "Data sync configuration", §3
 * "Sync config"), menu 1902: run records, their logs, business field values
 * and the operation log copied into an organisation's own PostgreSQL
 * database, first in full, then change by change. The spec's Elasticsearch
 * target is not offered in this version (docs/operations.md, "Data sync").
 */

export const DATA_SYNC_URL_MAX = 255;
export const DATA_SYNC_USER_MAX = 64;
export const DATA_SYNC_PASSWORD_MAX = 128;
/** Target kinds this version copies to. */
export const DATA_SYNC_KINDS = ['postgresql'] as const;
/** The tables copied, in the order the first copy takes them. */
export const DATA_SYNC_TABLES = [
  'log_fields',
  'tasks',
  'task_logs',
  'task_field_values',
  'operation_logs',
] as const;
export type DataSyncTable = (typeof DATA_SYNC_TABLES)[number];

/**
 * postgres://host:port/database: a host name, an IPv4 address or a bracketed
 * IPv6 one, a port, a database name; no credentials (they are fields of
 * their own), no query.
 */
const URL_PATTERN =
  /^postgres(ql)?:\/\/([A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\]):(\d{1,5})\/([A-Za-z0-9_][A-Za-z0-9_$-]{0,62})$/;

/** The parts of a valid database URL. */
export function parseDataSyncUrl(url: string): { host: string; port: number; database: string } | null {
  const m = URL_PATTERN.exec(url.trim());
  if (!m) return null;
  const host = (m[2] ?? '').replace(/^\[|\]$/g, '');
  return { host, port: Number(m[4]), database: m[5] ?? '' };
}

export const dataSyncUrl = z
  .string('dataSync.urlRequired')
  .trim()
  .min(1, 'dataSync.urlRequired')
  .max(DATA_SYNC_URL_MAX, 'dataSync.urlLength')
  .regex(URL_PATTERN, 'dataSync.urlInvalid')
  .refine(
    (url) => {
      const port = parseDataSyncUrl(url)?.port ?? 0;
      return port >= 1 && port <= 65_535;
    },
    { message: 'dataSync.portInvalid' },
  );

/** The target as the form and the save take it. */
export const dataSyncSettings = z.object({
  /** While on, changes are captured and copied; off, nothing is captured and the queue is emptied. */
  enabled: z.boolean(),
  kind: z.enum(DATA_SYNC_KINDS, 'dataSync.kindInvalid'),
  url: dataSyncUrl,
  user: z
    .string('dataSync.userLength')
    .trim()
    .min(1, 'dataSync.userLength')
    .max(DATA_SYNC_USER_MAX, 'dataSync.userLength'),
  /** Write-only: answered empty with `hasPassword`; empty on save keeps the stored one. */
  password: z.string().max(DATA_SYNC_PASSWORD_MAX, 'dataSync.passwordLength'),
});
export type DataSyncSettings = z.infer<typeof dataSyncSettings>;

/** What the console is shown of the target: never the password, only whether one is stored. */
export const dataSyncView = z.object({
  enabled: z.boolean(),
  kind: z.enum(DATA_SYNC_KINDS),
  /** Empty until a target is saved. */
  url: z.string(),
  user: z.string(),
  password: z.literal(''),
  hasPassword: z.boolean(),
});
export type DataSyncView = z.infer<typeof dataSyncView>;

export const DATA_SYNC_STATES = ['disabled', 'copying', 'syncing', 'error'] as const;
export type DataSyncState = (typeof DATA_SYNC_STATES)[number];

export const dataSyncStatus = z.object({
  /** disabled; copying (the first copy, see `tables`); syncing (change by change); error (the last attempt failed, retried). */
  state: z.enum(DATA_SYNC_STATES),
  /** Whether the first copy is still under way (also while `state` is error). */
  copying: z.boolean(),
  /** The first copy per table: rows copied of the rows there were when it began. */
  tables: z.array(
    z.object({
      table: z.enum(DATA_SYNC_TABLES),
      copied: z.number().int(),
      total: z.number().int(),
      done: z.boolean(),
    }),
  ),
  /** Changes waiting to be copied, and the age in seconds of the oldest (0 when none waits). */
  lag: z.object({ changes: z.number().int(), oldestSeconds: z.number().int() }),
  /** Rows written to the target since the first copy began (copy and changes). */
  rowsCopied: z.number().int(),
  lastSyncedAt: timeText.nullable(),
  /** The last failure (the target's or the driver's words) and when; empty once a batch succeeds. */
  lastError: z.string(),
  lastErrorAt: timeText.nullable(),
});
export type DataSyncStatus = z.infer<typeof dataSyncStatus>;

export const dataSyncApi = defineRoutes('dataSync', {
  detail: {
    method: 'GET',
    path: '/sys/dataSync',
    permission: '1902',
    summary: 'The sync target (password withheld; `hasPassword` says whether one is stored).',
    result: dataSyncView,
  },
  save: {
    path: '/sys/dataSync',
    permission: '1902:save',
    summary:
      'Saves the sync target; an empty password keeps the stored one. Enabled for a new target, everything is copied again; disabled, changes are no longer captured.',
    input: dataSyncSettings,
    result: z.null(),
  },
  connectTest: {
    path: '/sys/dataSync/connectTest',
    permission: '1902:save',
    summary:
      "Connects to the form's target (with the stored password when the form leaves it empty and names the saved target); 400 with the driver's reason otherwise.",
    input: dataSyncSettings,
    result: z.object({ millis: z.number().int(), serverVersion: z.string() }),
  },
  status: {
    method: 'GET',
    path: '/sys/dataSync/status',
    permission: '1902',
    summary: 'Where the sync stands: state, first-copy progress, lag, rows copied, the last error.',
    result: dataSyncStatus,
  },
  recopy: {
    path: '/sys/dataSync/recopy',
    permission: '1902:save',
    summary:
      'Copies everything again into the saved target (rows upserted, rows gone from here deleted there).',
    result: z.null(),
  },
});
