import { z } from 'zod';
import type { Bilingual } from '../i18n';
import { defineRoutes } from '../route';
import { isoTime } from '../schemas';

/**
 * The data cleaning tab of system configuration (console-administration.md
 * §2, §7 `/sys/dataClear/*`, §9 retention options): per kind of data its
 * size, rows and how long it is kept; a daily pass (once across nodes) and
 * "clean now" remove what is past its retention.
 */

/** The kinds of data kept for a while, in the order the tab lists them. */
export const DATA_KINDS = ['runLogs', 'recordings', 'runFiles', 'oplog', 'messages', 'taskData'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

export const DATA_KIND_LABELS: Record<DataKind, Bilingual> = {
  runLogs: { zh_CN: '运行日志', en_US: 'Run logs' },
  recordings: { zh_CN: '运行录屏', en_US: 'Recordings' },
  runFiles: { zh_CN: '运行产生的文件', en_US: 'Files produced by runs' },
  oplog: { zh_CN: '操作日志', en_US: 'Operation log' },
  messages: { zh_CN: '消息', en_US: 'Messages' },
  taskData: { zh_CN: '任务数据记录（已结束）', en_US: 'Task data records (finished)' },
};

/** Days data is kept (§9): 0 is permanent. */
export const RETENTION_DAYS = [0, 30, 90, 365] as const;
export type RetentionDays = (typeof RETENTION_DAYS)[number];

const retention = z.literal([...RETENTION_DAYS], 'dataCleaning.retentionInvalid');

/** How long each kind is kept. */
export const dataRetention = z.object(
  Object.fromEntries(DATA_KINDS.map((k) => [k, retention])) as Record<DataKind, typeof retention>,
);
export type DataRetention = z.infer<typeof dataRetention>;

export const dataKind = z.enum(DATA_KINDS, 'dataCleaning.kindUnknown');

export const CLEANING_STATES = ['running', 'done', 'failed', 'interrupted'] as const;

/** One pass over one kind: by the daily cleaner or someone's "clean now". */
export const cleaningRun = z.object({
  id: z.number().int(),
  kind: dataKind,
  trigger: z.enum(['daily', 'manual']),
  state: z.enum(CLEANING_STATES),
  /** Rows past retention when it started: what `removedRows` counts towards. */
  expected: z.number().int(),
  removedRows: z.number().int(),
  removedFiles: z.number().int(),
  /** Bytes of the removed files (rows in tables are not counted). */
  removedBytes: z.number(),
  /** Data older than this (the start of a day in the server's time zone) is removed. */
  before: isoTime,
  operatorName: z.string(),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  error: z.string(),
});
export type CleaningRun = z.infer<typeof cleaningRun>;

export const dataKindInfo = z.object({
  kind: dataKind,
  rows: z.number().int(),
  /** On disk: the table with its indexes, or the stored files. */
  bytes: z.number(),
  retentionDays: retention,
  /** Rows a cleaning would remove now (0 while kept permanently). */
  expiredRows: z.number().int(),
  /** The pass running now or the latest one. */
  lastRun: cleaningRun.nullable(),
});
export type DataKindInfo = z.infer<typeof dataKindInfo>;

export const dataInfo = z.object({
  kinds: z.array(dataKindInfo),
  /** When the next daily pass is due. */
  nextDailyAt: isoTime,
});
export type DataInfo = z.infer<typeof dataInfo>;

export const videoInfo = z.object({
  recordings: z.number().int(),
  bytes: z.number(),
  oldestAt: isoTime.nullable(),
  newestAt: isoTime.nullable(),
  /** Free space where the file store keeps them; null when the store cannot tell. */
  freeBytes: z.number().nullable(),
});
export type VideoInfo = z.infer<typeof videoInfo>;

export const dataCleaningApi = defineRoutes('dataCleaning', {
  findDataInfo: {
    path: '/sys/dataClear/findDataInfo',
    permission: '1901',
    summary:
      'Each kind of data: rows, size, retention, rows past it, and the cleaning running now or the latest one.',
    result: dataInfo,
  },
  getVideoInfo: {
    path: '/sys/dataClear/getVideoInfo',
    permission: '1901',
    summary: 'What the recordings take: how many, their bytes, the oldest and newest, and free space.',
    result: videoInfo,
  },
  saveData: {
    path: '/sys/dataClear/saveData',
    permission: '1901:save',
    summary: 'Saves how long each kind of data is kept (0: permanently; 30, 90 or 365 days).',
    input: dataRetention,
    result: z.null(),
  },
  dataClearNow: {
    path: '/sys/dataClear/:id/dataClearNow',
    permission: '1901:save',
    summary:
      'Starts cleaning one kind (`id` is its name, e.g. runLogs) now; answers at once with the pass, whose progress findDataInfo shows.',
    result: cleaningRun,
  },
});
