import { z } from 'zod';
import { REPORT_GROUPS, rangeSchema, reportSchema } from '../dashboards';
import { TaskState } from '../enums';
import { EXPORT_FORMATS } from '../exports';
import { processVersionRef } from '../processes';
import { defineRoutes } from '../route';
import { timeText } from '../schemas';
import { categorySeats, platformLicence } from './licences';

/** Dashboards and the report center (console-core.md §1, §2, §9). */

/** The range the figures cover; `from` null for "all". */
export const resolvedRange = z.object({
  from: timeText.nullable(),
  to: timeText,
  /** The custom range was longer than RANGE_MAX_DAYS and was shortened. */
  corrected: z.boolean(),
  maxDays: z.number().int(),
});
export type ResolvedRange = z.infer<typeof resolvedRange>;

/**
 * Runs created in the range, by state. The success rate is success over the
 * runs that ended after running or waiting (success, failed, stopped,
 * pendout, runout); cancelled runs never ran and do not count. Null when
 * none ended.
 */
export const runStats = z.object({
  total: z.number().int(),
  byState: z.record(z.enum(TaskState), z.number().int()),
  abnormal: z.number().int(),
  successRate: z.number().nullable(),
});
export type RunStats = z.infer<typeof runStats>;

export const dayRuns = z.object({
  /** YYYY-MM-DD in the server's time zone. */
  day: z.string(),
  total: z.number().int(),
  success: z.number().int(),
  abnormal: z.number().int(),
});
export type DayRuns = z.infer<typeof dayRuns>;

export const rankedRow = z.object({
  id: z.number().int(),
  name: z.string(),
  runs: z.number().int(),
  success: z.number().int(),
});
export type RankedRow = z.infer<typeof rankedRow>;

export const taskBrief = z.object({
  id: z.number().int(),
  processId: z.number().int(),
  processName: z.string(),
  versionNumber: z.string(),
  robotName: z.string(),
  operatorName: z.string(),
  state: z.enum(TaskState),
  createdAt: timeText,
  finishedAt: timeText.nullable(),
  error: z.string(),
});
export type TaskBrief = z.infer<typeof taskBrief>;

export const managerDashboard = z.object({
  range: resolvedRange,
  robots: z.object({ idle: z.number().int(), running: z.number().int(), offline: z.number().int() }),
  licences: z.array(categorySeats),
  expiring: platformLicence.shape.expiring,
  /** The 10 latest runs and the 10 latest abnormal ones (failed, pendout, runout, stopped), whatever the range. */
  lastTasks: z.array(taskBrief),
  abnormalTasks: z.array(taskBrief),
  runs: runStats,
  perDay: z.array(dayRuns),
  busiestProcesses: z.array(rankedRow),
  busiestRobots: z.array(rankedRow),
});
export type ManagerDashboard = z.infer<typeof managerDashboard>;

export const ownerDashboard = z.object({
  range: resolvedRange,
  processes: z.object({
    total: z.number().int(),
    published: z.number().int(),
    awaitingAudit: z.number().int(),
  }),
  awaiting: z.array(
    z.object({
      ...processVersionRef,
      developerName: z.string(),
      submittedAt: timeText,
    }),
  ),
  runs: runStats,
  perDay: z.array(dayRuns),
  /** The 10 latest abnormal runs of the owner's processes. */
  abnormalTasks: z.array(taskBrief),
});
export type OwnerDashboard = z.infer<typeof ownerDashboard>;

export const userDashboard = z.object({
  range: resolvedRange,
  /** Waiting and running runs of the user's processes, refreshed by the console. */
  live: z.array(taskBrief),
  robots: z.array(
    z.object({
      id: z.number().int(),
      robotsNo: z.string(),
      alias: z.string(),
      runState: z.string(),
      lastOnlineAt: timeText.nullable(),
    }),
  ),
  processes: z.object({ assigned: z.number().int(), ranInRange: z.number().int() }),
  runs: runStats,
  perDay: z.array(dayRuns),
  busiestProcesses: z.array(rankedRow),
});
export type UserDashboard = z.infer<typeof userDashboard>;

export const reportRow = z.object({
  /** Process, robot or department id; the day (YYYY-MM-DD) when grouped by day. */
  key: z.string(),
  name: z.string(),
  total: z.number().int(),
  success: z.number().int(),
  abnormal: z.number().int(),
  cancelled: z.number().int(),
  successRate: z.number().nullable(),
  /** Mean run time of the runs that started and ended, in seconds. */
  avgSeconds: z.number().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const report = z.object({
  range: resolvedRange,
  groupBy: z.enum(REPORT_GROUPS),
  rows: z.array(reportRow),
});
export type Report = z.infer<typeof report>;

/** Each identity has its own report center (`/report/center`). */
const REPORT_MENU = { 1: '15', 2: '211', 3: '312', 4: '406' } as const;

export const dashboardsApi = defineRoutes('dashboards', {
  manager: {
    path: '/dashboard/manager',
    permission: '11',
    summary: "The manager's dashboard over a range: fleet, licences, runs of the managed departments",
    input: rangeSchema,
    result: managerDashboard,
  },
  owner: {
    path: '/dashboard/owner',
    permission: '301',
    summary: "The owner's dashboard: their processes, versions awaiting audit, runs",
    input: rangeSchema,
    result: ownerDashboard,
  },
  user: {
    path: '/dashboard/user',
    permission: '401',
    summary: "The user's dashboard: live runs, their robots, runs of their processes",
    input: rangeSchema,
    result: userDashboard,
  },
  report: {
    path: '/report/runs',
    permission: REPORT_MENU,
    summary: 'Runs in a range grouped by process, robot, department or day, scoped as the task lists',
    input: reportSchema,
    result: report,
  },
  exportReport: {
    path: '/report/runs/export',
    permission: { 1: '15:export', 2: '211:export', 3: '312:export', 4: '406:export' },
    summary: 'The run report as a workbook',
    input: z.intersection(
      reportSchema,
      z.object({ format: z.enum(EXPORT_FORMATS, { error: 'export.formatRequired' }) }),
    ),
    result: z.null(),
    kind: 'download',
  },
});
