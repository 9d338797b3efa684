import type { TaskStateValue } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { countRuns } from '../processes';
import { createTasks } from './create';
import { taskLogs } from './schema';

/** A run that already ended, with the times it had. */
export interface PastRun {
  processId: number;
  versionId: number;
  departmentId: number;
  operatorId: number | null;
  operatorName: string;
  robotId: number | null;
  robotName: string;
  state: Extract<TaskStateValue, 'success' | 'failed' | 'stopped' | 'pendout' | 'runout' | 'cancelled'>;
  createdAt: Date;
  /** Null for runs that never started (waited too long, cancelled). */
  startedAt: Date | null;
  finishedAt: Date;
  error?: string;
  exitCode?: number | null;
  waitTimeout: number;
  runTimeout: number;
  logs?: Array<{ level: 'info' | 'warn' | 'error'; text: string }>;
}

/**
 * Records runs that ended before this installation knew of them (demo
 * history, imports), as finished runs would leave them: the task with its
 * log lines, and the dispatch counts and last run of their process and
 * version. Inserted into `tasks`, so the daily counts' trigger counts them.
 */
export async function recordPastRuns(db: Db, runs: PastRun[]): Promise<void> {
  if (runs.length === 0) return;
  const rows = await createTasks(
    db,
    runs.map((r) => ({
      processId: r.processId,
      versionId: r.versionId,
      departmentId: r.departmentId,
      operatorId: r.operatorId,
      operatorName: r.operatorName,
      source: 'manual',
      state: r.state,
      robotId: r.robotId,
      robotName: r.robotName,
      waitTimeout: r.waitTimeout,
      runTimeout: r.runTimeout,
      error: r.error ?? '',
      exitCode: r.exitCode ?? null,
      progress: r.state === 'success' ? 100 : null,
      logCount: r.logs?.length ?? 0,
      plannedAt: r.createdAt,
      createdAt: r.createdAt,
      dispatchedAt: r.startedAt,
      startedAt: r.startedAt,
      finishedAt: r.finishedAt,
    })),
  );
  const lines = rows.flatMap((row, i) => {
    const r = runs[i] as PastRun;
    const start = (r.startedAt ?? r.createdAt).getTime();
    const step = Math.max(1, Math.floor((r.finishedAt.getTime() - start) / ((r.logs?.length ?? 0) + 1)));
    return (r.logs ?? []).map((l, seq) => ({
      taskId: row.id,
      seq: seq + 1,
      time: new Date(start + step * (seq + 1)),
      level: l.level,
      text: l.text,
    }));
  });
  if (lines.length) await db.insert(taskLogs).values(lines);

  // As `afterFinish` counts each run that started.
  await countRuns(
    db,
    runs.flatMap((r) =>
      r.startedAt ? [{ processId: r.processId, versionId: r.versionId, startedAt: r.startedAt }] : [],
    ),
  );
}
