import { z } from 'zod';
import { OperationAction } from '../enums';
import { defineRoutes } from '../route';
import { isoTime, pageOf, pageQuery, timeText } from '../schemas';

/** Operation log (console-administration.md): menu 1903, its list and export. */

const oplogResult = z.enum(['success', 'fail']);

export const oplogQuery = z.object({
  ...pageQuery,
  /** ISO times, inclusive start, exclusive end. */
  start: isoTime.optional(),
  end: isoTime.optional(),
  userName: z.string().trim().max(50).optional(),
  module: z.string().max(40).optional(),
  identity: z.coerce.number().int().min(1).max(4).optional(),
  action: z.enum(OperationAction).optional(),
  result: oplogResult.optional(),
});
export type OplogQuery = z.infer<typeof oplogQuery>;

export const oplogRow = z.object({
  id: z.number().int(),
  at: timeText,
  userName: z.string(),
  module: z.string(),
  ip: z.string(),
  identity: z.number().int().nullable(),
  action: z.enum(OperationAction),
  result: oplogResult,
  description: z.string(),
});
export type OplogRow = z.infer<typeof oplogRow>;

export const oplogApi = defineRoutes('oplog', {
  list: {
    path: '/sys/oplog/list',
    permission: '1903',
    summary: 'Operation log page in the caller’s departments',
    input: oplogQuery,
    result: pageOf(oplogRow),
  },
  export: {
    path: '/sys/oplog/export',
    permission: '1903:export',
    summary: 'The newest 10000 matching rows as a workbook',
    input: oplogQuery,
    result: z.null(),
    kind: 'download',
  },
});
