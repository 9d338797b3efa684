import { z } from 'zod';
import type { TaskStateValue } from './enums';
import type { CategorySeats, PlatformLicence } from './licences';

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

/** The range the figures cover; `from` null for "all". */
export interface ResolvedRange {
  from: string | null;
  to: string;
  /** The custom range was longer than RANGE_MAX_DAYS and was shortened. */
  corrected: boolean;
  maxDays: number;
}

/**
 * Runs created in the range, by state. The success rate is success over the
 * runs that ended after running or waiting (success, failed, stopped,
 * pendout, runout); cancelled runs never ran and do not count. Null when
 * none ended.
 */
export interface RunStats {
  total: number;
  byState: Record<TaskStateValue, number>;
  abnormal: number;
  successRate: number | null;
}

export interface DayRuns {
  /** YYYY-MM-DD in the server's time zone. */
  day: string;
  total: number;
  success: number;
  abnormal: number;
}

export interface RankedRow {
  id: number;
  name: string;
  runs: number;
  success: number;
}

export interface TaskBrief {
  id: number;
  processId: number;
  processName: string;
  versionNumber: string;
  robotName: string;
  operatorName: string;
  state: TaskStateValue;
  createdAt: string;
  finishedAt: string | null;
  error: string;
}

export interface ManagerDashboard {
  range: ResolvedRange;
  robots: { idle: number; running: number; offline: number };
  licences: CategorySeats[];
  expiring: PlatformLicence['expiring'];
  /** The 10 latest runs and the 10 latest abnormal ones (failed, pendout, runout, stopped), whatever the range. */
  lastTasks: TaskBrief[];
  abnormalTasks: TaskBrief[];
  runs: RunStats;
  perDay: DayRuns[];
  busiestProcesses: RankedRow[];
  busiestRobots: RankedRow[];
}

export interface OwnerDashboard {
  range: ResolvedRange;
  processes: { total: number; published: number; awaitingAudit: number };
  awaiting: Array<{
    processId: number;
    processName: string;
    versionId: number;
    versionNumber: string;
    developerName: string;
    submittedAt: string;
  }>;
  runs: RunStats;
  perDay: DayRuns[];
  /** The 10 latest abnormal runs of the owner's processes. */
  abnormalTasks: TaskBrief[];
}

export interface UserDashboard {
  range: ResolvedRange;
  /** Waiting and running runs of the user's processes, refreshed by the console. */
  live: TaskBrief[];
  robots: Array<{
    id: number;
    robotsNo: string;
    alias: string;
    runState: string;
    lastOnlineAt: string | null;
  }>;
  processes: { assigned: number; ranInRange: number };
  runs: RunStats;
  perDay: DayRuns[];
  busiestProcesses: RankedRow[];
}

/** Report center (`/report/center`): runs grouped one way. */
export const REPORT_GROUPS = ['process', 'robot', 'department', 'day'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const reportSchema = z.intersection(
  rangeSchema,
  z.object({ groupBy: z.enum(REPORT_GROUPS).default('process') }),
);
export type ReportInput = z.input<typeof reportSchema>;

export interface ReportRow {
  /** Process, robot or department id; the day (YYYY-MM-DD) when grouped by day. */
  key: string;
  name: string;
  total: number;
  success: number;
  abnormal: number;
  cancelled: number;
  successRate: number | null;
  /** Mean run time of the runs that started and ended, in seconds. */
  avgSeconds: number | null;
}

export interface Report {
  range: ResolvedRange;
  groupBy: ReportGroup;
  rows: ReportRow[];
}
