import { z } from 'zod';
import { TaskState } from '../enums';
import { defineRoutes } from '../route';
import { idQuery, pageOf, personRef, timeText } from '../schemas';
import { SHARE_CODE_PATTERN, SHARE_DAYS } from '../tasks';
import { rowIdParam } from '../text';
import { taskRecordingRow } from './tasks';

/** Shares of run records (console-core.md §3): a link and a 4-character code open a finished run's recordings. */

export const shareCreated = z.object({
  id: z.number().int(),
  /** Names the share in its link: `/console/video/share?id=<publicId>`. */
  publicId: z.string(),
  code: z.string(),
  expiresAt: timeText,
});
export type ShareCreated = z.infer<typeof shareCreated>;

/** A row of the share list (manager menu 1406). */
export const shareRow = z.object({
  id: z.number().int(),
  publicId: z.string(),
  taskId: z.number().int(),
  processName: z.string(),
  versionNumber: z.string(),
  robotName: z.string(),
  developer: personRef.nullable(),
  owner: personRef.nullable(),
  taskTime: timeText,
  sharerName: z.string(),
  sharedAt: timeText,
  expiresAt: timeText,
  expired: z.boolean(),
  views: z.number().int(),
});
export type ShareRow = z.infer<typeof shareRow>;

/** What `/share/open` shows to whoever has the link and the code. */
export const sharedRecord = z.object({
  processName: z.string(),
  versionNumber: z.string(),
  robotName: z.string(),
  developer: z.string(),
  owner: z.string(),
  state: z.enum(TaskState),
  taskTime: timeText,
  sharerName: z.string(),
  sharedAt: timeText,
  expiresAt: timeText,
  recordings: z.array(taskRecordingRow),
});
export type SharedRecord = z.infer<typeof sharedRecord>;

/** The link's id and its code: the only credentials of a share. */
const shareKey = z.object({
  publicId: z.string().trim().min(1).max(32),
  code: z.string().trim().regex(SHARE_CODE_PATTERN, 'shares.wrongCode'),
});

export const sharesApi = defineRoutes('shares', {
  create: {
    path: '/share/create',
    // The share button of the run records, per identity.
    permission: { 1: '1601:share', 4: '403:share' },
    summary: 'Shares a finished run record for 1, 7 or 30 days; answers the link id and the code',
    input: z.object({ taskId: rowIdParam, days: z.union(SHARE_DAYS.map((d) => z.literal(d))).default(7) }),
    result: shareCreated,
  },
  list: {
    path: '/share/list',
    permission: '1406',
    summary: 'Shares of runs of the managed departments, latest first',
    input: z.object({ page: rowIdParam.optional(), size: rowIdParam.optional() }),
    result: pageOf(shareRow),
  },
  remove: {
    path: '/share/delete',
    permission: '1406:delete',
    summary: 'Withdraws a share',
    input: idQuery,
    result: z.null(),
  },
  open: {
    path: '/share/open',
    permission: 'public',
    summary: 'Opens a share with its code (wrong codes are counted per share and address)',
    input: shareKey,
    result: sharedRecord,
  },
  recording: {
    path: '/share/recording',
    permission: 'public',
    summary: "A recording of a shared run, with the share's code",
    input: shareKey.extend({ recordingId: rowIdParam }),
    result: z.null(),
    kind: 'download',
  },
});
