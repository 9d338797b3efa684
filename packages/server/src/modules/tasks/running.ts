import { ClientType, canStop, type RunningRow, type TaskStateValue } from '@rpa/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { robots } from '../robots';
import { taskRows } from './query';
import { tasks } from './schema';

/** States a running screen lists: offered to a robot, running, stopping. */
const IN_PROGRESS: TaskStateValue[] = ['pending', 'running', 'stopping'];
/** More runs than any one user's robots or studio hold at once; the screens do not page. */
const RUNNING_LIMIT = 500;

/** Tasks on a robot bound to the user (their own desktop robots). */
export function onRobotOf(db: Db, userId: number): SQL {
  return inArray(tasks.robotId, db.select({ id: robots.id }).from(robots).where(eq(robots.userId, userId)));
}

async function inProgress(db: Db, where: SQL | undefined): Promise<RunningRow[]> {
  const rows = await taskRows(db, and(inArray(tasks.state, IN_PROGRESS), where), RUNNING_LIMIT, 0, [
    asc(tasks.createdAt),
    asc(tasks.id),
  ]);
  // The caller may stop each one: it is on their robot, or they started it.
  return rows.map((r) => ({ ...r, canStop: canStop(r.state) }));
}

/**
 * Local running (`/running/index`): what the robots bound to the user are
 * doing now, whoever started it (the user, a schedule, an application). A
 * pending run is listed once it has been offered to one of them.
 */
export function localRuns(db: Db, userId: number): Promise<RunningRow[]> {
  return inProgress(db, onRobotOf(db, userId));
}

/** Studio running (`/running/studio`): runs the user started from the designer client, wherever they run. */
export function studioRuns(db: Db, userId: number): Promise<RunningRow[]> {
  return inProgress(db, and(eq(tasks.operatorId, userId), eq(tasks.clientType, ClientType.DESIGNER)));
}
