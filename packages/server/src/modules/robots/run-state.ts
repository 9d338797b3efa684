import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { writeRobotRecords } from './records';
import { robots } from './schema';

/**
 * The one writer of a robot's run state (runState, runningTasks and the node
 * holding it): the dispatcher hands it a task, the task's end frees it, its
 * connection reports it, and it goes offline when the connection is lost,
 * its node stops or it is unbound.
 */

type RunState = 'idle' | 'running' | 'upgrading';

/** States in which a robot takes no task: gone, or applying an upgrade. */
export const TAKES_NO_TASK = ['offline', 'upgrading'] as const;

/** What a connected robot says it is doing (hello, heartbeat). */
export const reportedRunState = (running: number[], state?: RunState) => ({
  runState: state ?? (running.length ? ('running' as const) : ('idle' as const)),
  runningTasks: running,
});

/** A robot no node holds any more. */
export const OFFLINE = { runState: 'offline' as const, nodeId: null, runningTasks: [] as number[] };

/** The dispatcher gave each robot a task, in one statement for a whole pass. */
export async function robotsTookTasks(
  db: Db,
  taken: Array<{ robotId: number; taskId: number }>,
): Promise<void> {
  if (!taken.length) return;
  const rows = taken.map((t) => sql`(${t.robotId}::int, ${t.taskId}::int)`);
  await db.execute(sql`update ${robots} set run_state = 'running', running_tasks = jsonb_build_array(v.task)
    from (values ${sql.join(rows, sql`, `)}) as v(robot, task) where ${robots.id} = v.robot`);
}

/** The robot was offered an upgrade: no task goes to it until it reports otherwise. */
export async function robotUpgrading(db: Db, robotId: number): Promise<void> {
  await db
    .update(robots)
    .set({ runState: 'upgrading' })
    .where(and(eq(robots.id, robotId), eq(robots.runState, 'idle')));
}

/** The robot's task ended: it is idle again, unless it went offline meanwhile. */
export async function robotFreed(db: Db, robotId: number): Promise<void> {
  await db
    .update(robots)
    .set({ runState: 'idle', runningTasks: [] })
    .where(and(eq(robots.id, robotId), eq(robots.runState, 'running')));
}

/** Marks offline the robots `where` selects; returns them, for their connection records. */
export async function markRobotsOffline(
  db: Db,
  where: SQL | undefined,
): Promise<Array<{ id: number; robotsNo: string; departmentId: number }>> {
  return db
    .update(robots)
    .set(OFFLINE)
    .where(where)
    .returning({ id: robots.id, robotsNo: robots.robotsNo, departmentId: robots.departmentId });
}

/** Marks offline the robots `where` selects and records why in each one's connection records. */
export async function takeRobotsOffline(db: Db, where: SQL | undefined, detail: string): Promise<number> {
  const gone = await markRobotsOffline(db, where);
  await writeRobotRecords(
    db,
    gone.map((r) => ({
      robotId: r.id,
      robotsNo: r.robotsNo,
      departmentId: r.departmentId,
      action: 'offline' as const,
      result: 'success' as const,
      detail,
    })),
  );
  return gone.length;
}
