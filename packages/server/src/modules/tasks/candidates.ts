import { Code } from '@rpa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { robotProcesses, robots } from '../robots';

/**
 * Refuses candidate robots (of a run or a schedule) that do not exist or
 * belong to no department the caller manages, with the same words for both,
 * so the answer tells nothing about other departments' robots.
 */
export async function assertCandidateRobots(db: Db, robotIds: number[], scope: number[]): Promise<void> {
  if (robotIds.length === 0) return;
  const found = await db
    .select({ id: robots.id })
    .from(robots)
    .where(and(inArray(robots.id, robotIds), inArray(robots.departmentId, scope.length ? scope : [-1])));
  const missing = robotIds.filter((id) => !found.some((f) => f.id === id));
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
    .where(
      and(
        eq(robotProcesses.processId, processId),
        inArray(
          robotProcesses.robotId,
          scenes.map((r) => r.id),
        ),
      ),
    );
  const changed = scenes.filter((r) => !bound.some((b) => b.id === r.id));
  if (changed.length) {
    throw new AppError(Code.BAD_REQUEST, 'tasks.sceneChanged', {
      robots: changed.map((r) => r.name || r.no).join(', '),
    });
  }
}
