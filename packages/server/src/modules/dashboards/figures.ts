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
import { and, type Column, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { departments } from '../departments';
import { processes, versions } from '../processes';
import { tasks } from '../tasks';
import { splitMonths, splitRange } from './rollup';
import { taskDaily, taskRobotDaily, taskRobotMonthly } from './schema';

/** Runs that ended after running or waiting: the success rate's denominator (cancelled runs never ran). */
const ENDED: readonly TaskStateValue[] = ['success', 'failed', 'stopped', 'pendout', 'runout'];

export interface Window {
  /** Which tasks the caller sees (conditions on tasks and processes). */
  scope: SQL;
  /**
   * The same on a table of run counts, given its department column (the
   * counts join processes and departments as the tasks do); null when the
   * scope needs what the counts do not keep (the operator).
   */
  rollup: ((departmentId: Column) => SQL | null | Promise<SQL | null>) | null;
  from: Date | null;
  to: Date;
  tz: string;
}

const rate = (success: number, ended: number) => (ended > 0 ? success / ended : null);
/** The configured zone (never a request's) as a literal, so the day expression is plain text in the statement. */
const zoneOf = (tz: string) => sql.raw(`'${tz.replace(/'/g, "''")}'`);

type Group = 'none' | ReportGroup;

/** Runs of one group (a day, process, robot or department) by state, with their run time. */
interface Bucket {
  key: string;
  name: string;
  byState: Map<string, number>;
  timed: number;
  runSeconds: number;
}

/** The name a group is shown by (days and the whole window have none), read from either source. */
const groupName: Record<Group, SQL<string>> = {
  none: sql<string>`''`,
  day: sql<string>`''`,
  process: sql<string>`max(${processes.name})`,
  robot: sql<string>`max(${tasks.robotName})`,
  department: sql<string>`max(${departments.name})`,
};

type CountTable = typeof taskDaily | typeof taskRobotDaily | typeof taskRobotMonthly;

/** A count table's rows of periods [first, end) in `scope`, grouped by `key` and state. */
function fromCounts(
  db: Db,
  t: CountTable,
  scope: SQL,
  [first, end]: [string | null, string],
  key: SQL<string>,
  name: SQL<string>,
) {
  const period = 'day' in t ? t.day : t.period;
  return db
    .select({
      key,
      name,
      state: t.state,
      runs: sql<number>`sum(${t.runs})::int`,
      timed: sql<number>`sum(${t.timed})::int`,
      seconds: sql<number>`sum(${t.runSeconds})::float8`,
    })
    .from(t as typeof taskDaily)
    .innerJoin(processes, eq(processes.id, t.processId))
    .innerJoin(departments, eq(departments.id, t.departmentId))
    .where(and(scope, first ? gte(period, first) : undefined, lt(period, end), sql`${t.runs} > 0`))
    .groupBy(sql`1`, t.state);
}

/**
 * Runs of the window grouped one way and by state: whole days from the
 * daily counts (for robots: whole months from the monthly counts, the days
 * of partial months from the daily ones), the partial days at the edges (or
 * everything, when the counts cannot serve the scope) from the tasks.
 */
async function grouped(db: Db, w: Window, group: Group): Promise<Map<string, Bucket>> {
  const byRobot = group === 'robot';
  const counts = w.rollup
    ? await w.rollup(byRobot ? taskRobotDaily.departmentId : taskDaily.departmentId)
    : null;
  const split = counts
    ? splitRange(w.from, w.to, w.tz)
    : { raw: [[w.from, w.to]] as Array<[Date | null, Date]>, days: null };
  const out = new Map<string, Bucket>();
  const add = (r: {
    key: string;
    name: string | null;
    state: string;
    runs: number;
    timed: number;
    seconds: number;
  }) => {
    const runs = Number(r.runs);
    if (!runs) return;
    const b = out.get(r.key) ?? {
      key: r.key,
      name: r.name ?? '',
      byState: new Map(),
      timed: 0,
      runSeconds: 0,
    };
    if (!b.name && r.name) b.name = r.name;
    b.byState.set(r.state, (b.byState.get(r.state) ?? 0) + runs);
    b.timed += Number(r.timed);
    b.runSeconds += Number(r.seconds);
    out.set(r.key, b);
  };

  for (const [from, to] of split.raw) {
    const key = {
      none: sql<string>`''`,
      day: sql<string>`((${tasks.createdAt} at time zone ${zoneOf(w.tz)})::date)::text`,
      process: sql<string>`${tasks.processId}::text`,
      robot: sql<string>`coalesce(${tasks.robotId}, 0)::text`,
      department: sql<string>`${tasks.departmentId}::text`,
    }[group];
    const rows = await db
      .select({
        key,
        name: groupName[group],
        state: tasks.state,
        runs: sql<number>`count(*)::int`,
        timed: sql<number>`(count(*) filter (where ${tasks.startedAt} is not null and ${tasks.finishedAt} is not null))::int`,
        seconds: sql<number>`coalesce(sum(extract(epoch from (${tasks.finishedAt} - ${tasks.startedAt}))), 0)::float8`,
      })
      .from(tasks)
      .innerJoin(processes, eq(processes.id, tasks.processId))
      .innerJoin(departments, eq(departments.id, tasks.departmentId))
      .where(and(w.scope, from ? gte(tasks.createdAt, from) : undefined, lt(tasks.createdAt, to)))
      .groupBy(sql`1`, tasks.state);
    for (const r of rows) add(r);
  }
  if (!split.days || !counts) return out;

  if (byRobot) {
    // Each count table has its own department column for the scope.
    const monthly = (await w.rollup?.(taskRobotMonthly.departmentId)) ?? null;
    const { days, months } = monthly ? splitMonths(...split.days) : { days: [split.days], months: null };
    for (const [t, scope, periods] of [
      ...days.map((d) => [taskRobotDaily, counts, d] as const),
      ...(months && monthly ? [[taskRobotMonthly, monthly, months] as const] : []),
    ]) {
      const key = sql<string>`${t.robotId}::text`;
      for (const r of await fromCounts(db, t, scope, periods, key, sql<string>`max(${t.robotName})`)) add(r);
    }
    return out;
  }
  const counted = group as Exclude<Group, 'robot'>;
  const key = {
    none: sql<string>`''`,
    day: sql<string>`${taskDaily.day}::text`,
    process: sql<string>`${taskDaily.processId}::text`,
    department: sql<string>`${taskDaily.departmentId}::text`,
  }[counted];
  for (const r of await fromCounts(db, taskDaily, counts, split.days, key, groupName[counted])) add(r);
  return out;
}

const count = (b: Bucket | undefined, states: readonly string[]) =>
  states.reduce((n, s) => n + (b?.byState.get(s) ?? 0), 0);
const total = (b: Bucket) => [...b.byState.values()].reduce((a, n) => a + n, 0);

export async function runStats(db: Db, w: Window): Promise<RunStats> {
  const b = (await grouped(db, w, 'none')).get('');
  const byState = Object.fromEntries(TaskState.map((s) => [s, b?.byState.get(s) ?? 0])) as Record<
    TaskStateValue,
    number
  >;
  return {
    total: Object.values(byState).reduce((a, n) => a + n, 0),
    byState,
    abnormal: count(b, ABNORMAL_TASK_STATES),
    successRate: rate(byState.success, count(b, ENDED)),
  };
}

export async function perDay(db: Db, w: Window): Promise<DayRuns[]> {
  return [...(await grouped(db, w, 'day')).values()]
    .map((b) => ({
      day: b.key,
      total: total(b),
      success: count(b, ['success']),
      abnormal: count(b, ABNORMAL_TASK_STATES),
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The processes or robots with the most runs in the window. */
export async function busiest(db: Db, w: Window, by: 'process' | 'robot', limit = 5): Promise<RankedRow[]> {
  return [...(await grouped(db, w, by)).values()]
    .filter((b) => by === 'process' || b.key !== '0')
    .map((b) => ({ id: Number(b.key), name: b.name, runs: total(b), success: count(b, ['success']) }))
    .sort((a, b) => b.runs - a.runs || a.id - b.id)
    .slice(0, limit);
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
export async function reportRows(db: Db, w: Window, groupBy: ReportGroup): Promise<ReportRow[]> {
  return [...(await grouped(db, w, groupBy)).values()]
    .map((b) => ({
      key: groupBy === 'robot' && b.key === '0' ? '' : b.key,
      name: groupBy === 'day' ? b.key : b.name,
      total: total(b),
      success: count(b, ['success']),
      abnormal: count(b, ABNORMAL_TASK_STATES),
      cancelled: count(b, ['cancelled']),
      successRate: rate(count(b, ['success']), count(b, ENDED)),
      avgSeconds: b.timed > 0 ? Math.round(b.runSeconds / b.timed) : null,
    }))
    .sort((a, b) =>
      groupBy === 'day' ? a.key.localeCompare(b.key) : b.total - a.total || a.key.localeCompare(b.key),
    )
    .slice(0, 10_000);
}
