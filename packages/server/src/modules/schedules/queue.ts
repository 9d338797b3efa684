import { type Lang, QUEUE_SPACE_PARAMETER } from '@rpa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { t } from '../../platform/http/errors';
import { spaceQueues } from '../task-data';
import { cancelPendingTasks, createTasks, HOLDING_STATES, tasks } from '../tasks';
import { planTasks, type Schedule, type Tx } from './plan';
import { schedules } from './schema';

/** Why a queue schedule's waiting tasks were withdrawn (kept in the task's error). */
export const QUEUE_EMPTY = 'queue empty';

/**
 * Queue-triggered schedules (docs/scheduling.md, "Run modes"): while items wait
 * in the schedule's task data space, it keeps up to its task count of runs
 * waiting or running, never more than there are items; when none waits, its
 * runs not yet started are withdrawn. Each schedule is locked for the pass,
 * so nodes never start the same runs twice. Each run gets the space's name
 * as the parameter `queue_space`. Returns the schedules it could
 * not run with the reason (they are disabled) and how many tasks it made.
 */
export async function fireQueueSchedules(
  tx: Tx,
  now: Date,
  lang: Lang,
  limit: number,
): Promise<{ refused: Array<[Schedule, string]>; made: number }> {
  const watching = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.enabled, true), eq(schedules.runMode, 'queue')))
    .limit(limit)
    .for('update', { skipLocked: true });
  const refused: Array<[Schedule, string]> = [];
  if (!watching.length) return { refused, made: 0 };
  const db = tx as unknown as Db;
  const spaceIds = watching.flatMap((s) => (s.queueSpaceId ? [s.queueSpaceId] : []));
  const queues = await spaceQueues(db, spaceIds);
  const active = await activeTasks(
    tx,
    watching.map((s) => s.id),
  );
  let made = 0;
  for (const s of watching) {
    const queue = s.queueSpaceId ? queues.get(s.queueSpaceId) : undefined;
    if (!queue) {
      refused.push([s, t(lang, 'schedules.queueSpaceGone')]);
      await tx.update(schedules).set({ enabled: false, disabledAt: now }).where(eq(schedules.id, s.id));
      continue;
    }
    const items = queue.waiting;
    if (items === 0) {
      await cancelPendingTasks(db, s.id, QUEUE_EMPTY);
      continue;
    }
    const wanted = Math.min(s.taskCount, items) - (active.get(s.id) ?? 0);
    if (wanted <= 0) continue;
    const planned = await planTasks(tx, { ...s, taskCount: wanted }, now, lang, new Map());
    if (typeof planned === 'string') {
      // It would fail again every second: it stops until someone fixes it and enables it.
      refused.push([s, planned]);
      await tx.update(schedules).set({ enabled: false, disabledAt: now }).where(eq(schedules.id, s.id));
      continue;
    }
    // The run learns which space to work through, whatever the parameter's default.
    await createTasks(
      tx,
      planned.map((task) => ({
        ...task,
        parameters: { ...task.parameters, [QUEUE_SPACE_PARAMETER]: queue.name },
      })),
    );
    await tx.update(schedules).set({ lastFireAt: now }).where(eq(schedules.id, s.id));
    made += planned.length;
  }
  return { refused, made };
}

/** The schedules' tasks waiting for or holding a robot. */
async function activeTasks(tx: Tx, scheduleIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ scheduleId: tasks.scheduleId, n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(inArray(tasks.scheduleId, scheduleIds), inArray(tasks.state, ['pending', ...HOLDING_STATES])))
    .groupBy(tasks.scheduleId);
  return new Map(rows.map((r) => [r.scheduleId ?? 0, Number(r.n)]));
}
