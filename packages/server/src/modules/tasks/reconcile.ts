import type { Bilingual, RobotMessage, TaskStateValue } from '@rpa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { t } from '../../platform/http/errors';
import { taskLogs, tasks } from './schema';

type Result = Extract<RobotMessage, { type: 'task.result' }>;

/** What a reported outcome makes of a task the sweep had failed as lost. */
const OUTCOME_STATE: Record<Result['outcome'], TaskStateValue> = {
  success: 'success',
  failed: 'failed',
  timeout: 'runout',
  // Nobody asked it to stop: a run that ended so did not succeed.
  stopped: 'failed',
};
const STATE_NAMES: Partial<Record<TaskStateValue, Bilingual>> = {
  success: { zh_CN: '成功', en_US: 'success' },
  failed: { zh_CN: '失败', en_US: 'failed' },
  runout: { zh_CN: '运行超时', en_US: 'run timeout' },
};
/** Outcomes that would have been retried anyway: their retry stays. */
const RETRIED: readonly TaskStateValue[] = ['failed', 'runout'];

/** Adds a line after the task's last one, in the server's language. */
async function note(db: Db, taskId: number, level: 'info' | 'error', text: string): Promise<void> {
  await db.execute(sql`
    insert into ${taskLogs} (task_id, seq, time, level, text)
    select ${taskId}, coalesce(max(seq), 0) + 1, now(), ${level}, ${text}
    from ${taskLogs} where task_id = ${taskId}
    on conflict do nothing`);
  await db
    .update(tasks)
    .set({ logCount: sql`${tasks.logCount} + 1` })
    .where(eq(tasks.id, taskId));
}

/**
 * A result for a task the sweep failed as "robot lost" (docs/dispatch.md):
 * the robot had not lost it, the server could not hear it (it was down, or
 * the network was). The robot's outcome wins: the task takes it, and a
 * retry the lost-failure queued is cancelled while still pending, unless
 * the outcome would have been retried anyway. The run's log says so.
 * Answers false when the task was not failed as lost by this robot.
 */
export async function reconcileLost(
  app: FastifyInstance,
  robotId: number,
  m: Result,
  lostError: string,
): Promise<boolean> {
  const db = app.database.db;
  const lang = app.config.appLang;
  const to = OUTCOME_STATE[m.outcome];
  // Deliberately outside TASK_TRANSITIONS: a finished task changes its end once, here only.
  const [task] = await db
    .update(tasks)
    .set({
      state: to,
      exitCode: m.exitCode,
      error: to === 'success' ? '' : m.error || lostError,
      ...(to === 'success' ? { progress: 100 } : {}),
    })
    .where(
      and(
        eq(tasks.id, m.taskId),
        eq(tasks.robotId, robotId),
        eq(tasks.state, 'failed'),
        eq(tasks.error, lostError),
      ),
    )
    .returning();
  if (!task) return false;
  const outcome = STATE_NAMES[to]?.[lang] ?? to;
  await note(db, task.id, to === 'success' ? 'info' : 'error', t(lang, 'tasks.reconciled', { outcome }));
  if (!RETRIED.includes(to)) {
    // Not started yet: waiting, or offered and not accepted.
    const notStarted = sql`(${tasks.state} = 'pending' or (${tasks.state} = 'running' and ${tasks.startedAt} is null))`;
    const why = t(lang, 'tasks.retryCancelled', { id: task.id });
    const [before] = await db
      .select({ robotId: tasks.robotId })
      .from(tasks)
      .where(and(eq(tasks.retryOf, task.id), notStarted));
    const [retry] = await db
      .update(tasks)
      .set({ state: 'cancelled', finishedAt: new Date(), error: why })
      .where(and(eq(tasks.retryOf, task.id), notStarted))
      .returning({ id: tasks.id });
    if (retry) {
      if (before?.robotId) await app.gateway.requestStop(before.robotId, retry.id);
      await note(db, retry.id, 'info', why);
    }
  }
  app.log.info({ taskId: task.id, robotId, state: to }, 'task lost by the server reconciled with its robot');
  app.dispatcher.kick();
  return true;
}
