import { Code } from '@rpa/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { robots } from '../robots/schema';

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
