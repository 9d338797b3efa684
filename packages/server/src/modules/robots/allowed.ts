import { Code, type MessageKey } from '@rpa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { robots } from './schema';

/**
 * The robots allowed a department's variable or task data space: the owning
 * domain keeps their ids on its own rows, and asks here to check and name them.
 */

/** A robot as the owning row names it. */
export interface AllowedRobot {
  id: number;
  robotsNo: string;
  alias: string;
}

/** None chosen allows every robot of the department. */
export const robotAllowed = (allowed: readonly number[], robotId: number): boolean =>
  allowed.length === 0 || allowed.includes(robotId);

/**
 * The chosen robots as stored: each once, in id order. One that is not of the
 * department is refused with `outside`.
 */
export async function allowedRobotIds(
  db: Db,
  departmentId: number,
  chosen: readonly number[],
  outside: MessageKey,
): Promise<number[]> {
  const wanted = [...new Set(chosen)];
  if (wanted.length) {
    const found = await db
      .select({ id: robots.id })
      .from(robots)
      .where(and(inArray(robots.id, wanted), eq(robots.departmentId, departmentId)));
    if (found.length !== wanted.length) throw new AppError(Code.BAD_REQUEST, outside);
  }
  return wanted.sort((a, b) => a - b);
}

/**
 * Names the allowed robots of a page of rows in one query: the answer gives
 * those of one row's ids. A deleted robot is left out.
 */
export async function allowedRobotNames(
  db: Db,
  lists: ReadonlyArray<readonly number[]>,
): Promise<(allowed: readonly number[]) => AllowedRobot[]> {
  const ids = [...new Set(lists.flat())];
  const named = ids.length
    ? await db
        .select({ id: robots.id, robotsNo: robots.robotsNo, alias: robots.alias })
        .from(robots)
        .where(inArray(robots.id, ids))
    : [];
  return (allowed) => named.filter((r) => allowed.includes(r.id));
}
