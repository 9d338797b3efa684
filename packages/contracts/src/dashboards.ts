import { z } from 'zod';
import { FIELD_VALUE_MAX } from './fields';

/**
 * Dashboards and reports (console-core.md §1, §2, §9): run figures over a
 * time range, scoped like the task lists (managers their departments,
 * developers their processes, owners the processes they own, users the
 * processes assigned to them).
 */

/** The quick ranges of §9. */
export const QUICK_RANGES = [
  'today',
  'yesterday',
  'last24h',
  'thisWeek',
  'last7Days',
  'thisMonth',
  'last30Days',
  'thisYear',
  'lastYear',
  'all',
  'oneMonth',
  'threeMonths',
  'sixMonths',
  'oneYear',
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A custom range longer than this is shortened to end at its end (and the answer says so). */
export const RANGE_MAX_DAYS = 366;

export const rangeSchema = z
  .object({
    quick: z.enum(QUICK_RANGES).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((r) => r.quick || (r.from && r.to), { path: ['quick'], message: 'dashboards.rangeRequired' })
  .refine((r) => r.quick || !r.from || !r.to || Date.parse(r.from) <= Date.parse(r.to), {
    path: ['to'],
    message: 'dashboards.rangeOrder',
  });
export type RangeInput = z.input<typeof rangeSchema>;

/** Report center (`/report/center`): runs grouped one way. */
export const REPORT_GROUPS = ['process', 'robot', 'department', 'day'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const reportSchema = z.intersection(
  rangeSchema,
  z.object({
    groupBy: z.enum(REPORT_GROUPS).default('process'),
    /** Only runs whose value of this business field matches `fieldValue` (part of the text, or the number). */
    fieldId: z.coerce.number().int().positive().optional(),
    fieldValue: z.string().trim().max(FIELD_VALUE_MAX).optional(),
  }),
);
export type ReportInput = z.input<typeof reportSchema>;
