import { and, count, eq, gt, inArray, lt, max, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { query } from '../../platform/db/rows';
import { type RetainedData, tableBytes } from '../../platform/retention';
import { taskFiles, taskLogs, taskRecordings, tasks } from './schema';

/** States a run no longer leaves: only these are ever cleaned. */
const ENDED = ['success', 'failed', 'stopped', 'pendout', 'runout', 'cancelled'] as const;

const endedBefore = (before: Date) => and(inArray(tasks.state, [...ENDED]), lt(tasks.finishedAt, before));

/**
 * Runs looked at in one purge step, oldest first. The partial indexes on
 * finished_at (where the count is above 0) keep this cheap however many
 * runs were cleaned before.
 */
const RUNS_PER_STEP = 500;

/**
 * A run's log lines, kept by the run's end time: a step removes whole runs'
 * lines, their counts brought down in the same statement.
 */
export const runLogData: RetainedData = {
  async measure(db, before) {
    const [held] = await db.select({ n: count() }).from(taskLogs);
    const [expired] = before
      ? await db
          .select({ n: sum(tasks.logCount).mapWith(Number) })
          .from(tasks)
          .where(and(endedBefore(before), gt(tasks.logCount, 0)))
      : [];
    return { rows: held?.n ?? 0, bytes: await tableBytes(db, 'task_logs'), expiredRows: expired?.n ?? 0 };
  },
  async purge(db, before, limit) {
    const oldest = await db
      .select({ id: tasks.id, lines: tasks.logCount })
      .from(tasks)
      .where(and(endedBefore(before), gt(tasks.logCount, 0)))
      .orderBy(tasks.finishedAt, tasks.id)
      .limit(RUNS_PER_STEP);
    // Whole runs up to `limit` lines (at least one run): deleted by task id, along the primary key.
    const runs: number[] = [];
    let lines = 0;
    for (const r of oldest) {
      if (runs.length > 0 && lines + r.lines > limit) break;
      runs.push(r.id);
      lines += r.lines;
    }
    if (runs.length === 0) return { rows: 0, files: [] };
    const [removed] = await query<{ n: number }>(
      db,
      sql`with gone as (delete from ${taskLogs} where ${inArray(taskLogs.taskId, runs)} returning 1),
          cleared as (update ${tasks} set log_count = 0 where ${inArray(tasks.id, runs)})
          select count(*)::int as n from gone`,
    );
    return { rows: removed?.n ?? 0, files: [], more: true };
  },
};

/** Files runs produced: rows and, once no row names them, the stored bytes. */
export const runFileData: RetainedData = {
  async measure(db, before) {
    const [held] = await db
      .select({ n: count(), bytes: sum(taskFiles.size).mapWith(Number) })
      .from(taskFiles);
    const [expired] = before
      ? await db
          .select({ n: count() })
          .from(taskFiles)
          .innerJoin(tasks, eq(tasks.id, taskFiles.taskId))
          .where(endedBefore(before))
      : [];
    return { rows: held?.n ?? 0, bytes: held?.bytes ?? 0, expiredRows: expired?.n ?? 0 };
  },
  async purge(db, before, limit) {
    const gone = await query<{ task_id: number; sha256: string; size: number }>(
      db,
      sql`with runs as (
            select id from ${tasks}
            where ${endedBefore(before)} and ${tasks.fileCount} > 0
            order by ${tasks.finishedAt} limit ${RUNS_PER_STEP}),
          gone as (
            delete from ${taskFiles} where id in (
              select id from ${taskFiles} where task_id in (select id from runs) limit ${limit})
            returning task_id, sha256, size::float8 as size),
          per_run as (select task_id, count(*)::int as n from gone group by task_id),
          counted as (
            update ${tasks} set file_count = greatest(${tasks.fileCount} - per_run.n, 0)
            from per_run where ${tasks.id} = per_run.task_id)
          select task_id, sha256, size from gone`,
    );
    return { rows: gone.length, files: gone.map((f) => ({ sha256: f.sha256, size: Number(f.size) })) };
  },
};

/**
 * Screen recordings of runs. Recordings are few (one or two a run), so a
 * step reads them joined to their runs rather than through a count.
 */
export const recordingData: RetainedData = {
  async measure(db, before) {
    const [held] = await db
      .select({ n: count(), bytes: sum(taskRecordings.size).mapWith(Number) })
      .from(taskRecordings);
    const [expired] = before
      ? await db
          .select({ n: count() })
          .from(taskRecordings)
          .innerJoin(tasks, eq(tasks.id, taskRecordings.taskId))
          .where(endedBefore(before))
      : [];
    return { rows: held?.n ?? 0, bytes: held?.bytes ?? 0, expiredRows: expired?.n ?? 0 };
  },
  async purge(db, before, limit) {
    const gone = await query<{ sha256: string; size: number }>(
      db,
      sql`delete from ${taskRecordings} where id in (
            select r.id from ${taskRecordings} r join ${tasks} on ${tasks.id} = r.task_id
            where ${endedBefore(before)} limit ${limit})
          returning sha256, size::float8 as size`,
    );
    return { rows: gone.length, files: gone.map((f) => ({ sha256: f.sha256, size: Number(f.size) })) };
  },
};

/** Which of these stored files a run's file or recording still names. */
export async function heldRunFiles(db: Db, shas: readonly string[]): Promise<string[]> {
  if (shas.length === 0) return [];
  const files = await db
    .selectDistinct({ sha: taskFiles.sha256 })
    .from(taskFiles)
    .where(inArray(taskFiles.sha256, [...shas]));
  const recordings = await db
    .selectDistinct({ sha: taskRecordings.sha256 })
    .from(taskRecordings)
    .where(inArray(taskRecordings.sha256, [...shas]));
  return [...files, ...recordings].map((r) => r.sha);
}

/** The recordings kept: how many, their bytes, and the oldest and newest upload. */
export async function recordingsHeld(db: Db) {
  const [row] = await db
    .select({
      n: count(),
      bytes: sum(taskRecordings.size).mapWith(Number),
      oldest: min(taskRecordings.uploadedAt),
      newest: max(taskRecordings.uploadedAt),
    })
    .from(taskRecordings);
  return {
    recordings: row?.n ?? 0,
    bytes: row?.bytes ?? 0,
    oldestAt: row?.oldest ?? null,
    newestAt: row?.newest ?? null,
  };
}
