import { Code } from '@rpa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { inRows, within } from '../../platform/db/conditions';
import { missingIds } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { robotProcesses, robots } from '../robots';

/**
 * Refuses candidate robots (of a run or a schedule) that do not exist or
 * belong to no department the caller manages, with the same words for both,
 * so the answer tells nothing about other departments' robots.
 */
export async function assertCandidateRobots(db: Db, robotIds: number[], scope: number[]): Promise<void> {
  if (robotIds.length === 0) return;
  const missing = await missingIds(db, robots, robotIds, within(robots.departmentId, scope));
  if (missing.length) throw new AppError(Code.BAD_REQUEST, 'tasks.robotMissing', { ids: missing.join(', ') });
}

/**
 * Refuses named scene robots that no longer have the process bound: a scene
 * robot runs only its related processes, and those changed since it was chosen.
 */
export async function assertSceneBindings(db: Db, robotIds: number[], processId: number): Promise<void> {
  if (robotIds.length === 0) return;
  const scenes = await db
    .select({ id: robots.id, name: robots.alias, no: robots.robotsNo })
    .from(robots)
    .where(and(inArray(robots.id, robotIds), eq(robots.category, 'scene')));
  if (scenes.length === 0) return;
  const bound = await db
    .select({ id: robotProcesses.robotId })
    .from(robotProcesses)
    .where(and(eq(robotProcesses.processId, processId), inRows(robotProcesses.robotId, scenes)));
  const changed = scenes.filter((r) => !bound.some((b) => b.id === r.id));
  if (changed.length) {
    throw new AppError(Code.BAD_REQUEST, 'tasks.sceneChanged', {
      robots: changed.map((r) => r.name || r.no).join(', '),
    });
  }
}
