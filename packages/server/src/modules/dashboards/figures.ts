import {
  ABNORMAL_TASK_STATES,
  type DayRuns,
  type RankedRow,
  type ReportGroup,
  type ReportRow,
  type RunStats,
  type TaskBrief,
  TaskState,
  type TaskStateValue,
} from '@rpa/contracts';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { departments } from '../departments/schema';
import { processes, versions } from '../processes/schema';
import { tasks } from '../tasks/schema';

/** Runs that ended after running or waiting: the success rate's denominator (cancelled runs never ran). */
const ENDED = ['success', 'failed', 'stopped', 'pendout', 'runout'] as const;

export interface Window {
  /** Which tasks the caller sees (conditions on tasks and processes). */
  scope: SQL;
  from: Date | null;
  to: Date;
}

const within = (w: Window) =>
  and(w.scope, w.from ? gte(tasks.createdAt, w.from) : undefined, lt(tasks.createdAt, w.to));

const successCount = sql<number>`count(*) filter (where ${tasks.state} = 'success')::int`;
const abnormalCount = sql<number>`count(*) filter (where ${inArray(tasks.state, [...ABNORMAL_TASK_STATES])})::int`;
const endedCount = sql<number>`count(*) filter (where ${inArray(tasks.state, [...ENDED])})::int`;
const rate = (success: number, ended: number) => (ended > 0 ? success / ended : null);

export async function runStats(db: Db, w: Window): Promise<RunStats> {
  const rows = await db
    .select({ state: tasks.state, n: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(processes, eq(processes.id, tasks.processId))
    .where(within(w))
    .groupBy(tasks.state);
  const byState = Object.fromEntries(TaskState.map((s) => [s, 0])) as Record<TaskStateValue, number>;
  for (const r of rows) byState[r.state as TaskStateValue] = Number(r.n);
  const total = Object.values(byState).reduce((a, b) => a + b, 0);
  const ended = ENDED.reduce((n, s) => n + byState[s], 0);
  return {
    total,
    byState,
    abnormal: ABNORMAL_TASK_STATES.reduce((n, s) => n + byState[s], 0),
    successRate: rate(byState.success, ended),
  };
}

/**
 * The day of a run in the server's time zone, as a date: grouping by the
 * date and formatting only the groups is much cheaper than formatting every
 * row. The zone is written into the statement, not bound: PostgreSQL
 * matches a grouped expression to the selected one only when they are the
 * same text, and two bound parameters are not. It comes from the
 * configuration, never from a request.
 */
const dateOf = (tz: string) =>
  sql`((${tasks.createdAt} at time zone ${sql.raw(`'${tz.replace(/'/g, "''")}'`)})::date)`;
/** The grouped date as YYYY-MM-DD (computed from the grouped expression, once per group). */
const dayText = (tz: string) => sql<string>`(${dateOf(tz)}::text)`;

export async function perDay(db: Db, w: Window, tz: string): Promise<DayRuns[]> {
  const rows = await db
    .select({
      day: dayText(tz),
      total: sql<number>`count(*)::int`,
      success: successCount,
      abnormal: abnormalCount,
    })
    .from(tasks)
    .innerJoin(processes, eq(processes.id, tasks.processId))
    .where(within(w))
    .groupBy(dateOf(tz))
    .orderBy(dateOf(tz));
  return rows.map((r) => ({
    day: r.day,
    total: Number(r.total),
    success: Number(r.success),
    abnormal: Number(r.abnormal),
  }));
}

/** The processes or robots with the most runs in the window. */
export async function busiest(db: Db, w: Window, by: 'process' | 'robot', limit = 5): Promise<RankedRow[]> {
  const id = by === 'process' ? tasks.processId : tasks.robotId;
  const name = by === 'process' ? sql<string>`max(${processes.name})` : sql<string>`max(${tasks.robotName})`;
  const runs = sql<number>`count(*)::int`;
  const rows = await db
    .select({ id, name, runs, success: successCount })
    .from(tasks)
    .innerJoin(processes, eq(processes.id, tasks.processId))
    .where(and(within(w), by === 'robot' ? sql`${tasks.robotId} is not null` : undefined))
    .groupBy(id)
    .orderBy(desc(runs), id)
    .limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    runs: Number(r.runs),
    success: Number(r.success),
  }));
}

/** The latest runs the caller sees (whatever the range), optionally only abnormal ones. */
export async function latestTasks(
  db: Db,
  scope: SQL,
  options: { abnormal?: boolean; live?: boolean; limit?: number } = {},
): Promise<TaskBrief[]> {
  const state = options.abnormal
    ? inArray(tasks.state, [...ABNORMAL_TASK_STATES])
    : options.live
      ? inArray(tasks.state, ['pending', 'running', 'stopping'])
      : undefined;
  const rows = await db
    .select({ t: tasks, processName: processes.name, versionNumber: versions.number })
    .from(tasks)
    .innerJoin(processes, eq(processes.id, tasks.processId))
    .innerJoin(versions, eq(versions.id, tasks.versionId))
    .where(and(scope, state))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(options.limit ?? 10);
  return rows.map(({ t, processName, versionNumber }) => ({
    id: t.id,
    processId: t.processId,
    processName,
    versionNumber,
    robotName: t.robotName,
    operatorName: t.operatorName,
    state: t.state as TaskStateValue,
    createdAt: t.createdAt.toISOString(),
    finishedAt: t.finishedAt?.toISOString() ?? null,
    error: t.error,
  }));
}

/** Report center rows: runs of the window grouped by process, robot, department or day. */
export async function reportRows(db: Db, w: Window, groupBy: ReportGroup, tz: string): Promise<ReportRow[]> {
  const key =
    groupBy === 'process'
      ? sql<string>`${tasks.processId}::text`
      : groupBy === 'robot'
        ? sql<string>`coalesce(${tasks.robotId}::text, '')`
        : groupBy === 'department'
          ? sql<string>`${tasks.departmentId}::text`
          : dayText(tz);
  const group = groupBy === 'day' ? dateOf(tz) : key;
  const name =
    groupBy === 'process'
      ? sql<string>`max(${processes.name})`
      : groupBy === 'robot'
        ? sql<string>`max(${tasks.robotName})`
        : groupBy === 'department'
          ? sql<string>`max(${departments.name})`
          : dayText(tz);
  const total = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      key,
      name,
      total,
      success: successCount,
      abnormal: abnormalCount,
      ended: endedCount,
      cancelled: sql<number>`count(*) filter (where ${tasks.state} = 'cancelled')::int`,
      avgSeconds: sql<
        number | null
      >`avg(extract(epoch from (${tasks.finishedAt} - ${tasks.startedAt}))) filter (where ${tasks.startedAt} is not null and ${tasks.finishedAt} is not null)`,
    })
    .from(tasks)
    .innerJoin(processes, eq(processes.id, tasks.processId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .where(within(w))
    .groupBy(group)
    .orderBy(groupBy === 'day' ? group : desc(total), group)
    .limit(10_000);
  return rows.map((r) => ({
    key: r.key,
    name: r.name,
    total: Number(r.total),
    success: Number(r.success),
    abnormal: Number(r.abnormal),
    cancelled: Number(r.cancelled),
    successRate: rate(Number(r.success), Number(r.ended)),
    avgSeconds: r.avgSeconds === null ? null : Math.round(Number(r.avgSeconds)),
  }));
}
