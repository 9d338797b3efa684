import type { Lang, LicenceCategoryValue } from '@rpa/contracts';
import { and, eq, exists, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { t } from '../../platform/http/errors';
import { departments } from '../departments';
import { seatOf } from '../licences';
import { processes } from '../processes';
import { robotProcesses, robots } from '../robots';

const robotDepartment = alias(departments, 'robot_department');

/**
 * Whether some robot could ever take the process's runs: bound, of a
 * category that runs the process (scene robots only their bound ones),
 * in the process's department or below it (as dispatch looks), holding a
 * seat of a valid licence. Connection and idleness are not asked: they come
 * and go, and the task list's hint says so.
 */
export async function processHasRobots(db: Db, processId: number): Promise<boolean> {
  const [p] = await db
    .select({ path: departments.path })
    .from(processes)
    .innerJoin(departments, eq(departments.id, processes.departmentId))
    .where(eq(processes.id, processId));
  if (!p) return false;
  const candidates = await db
    .select({ id: robots.id, category: robots.category })
    .from(robots)
    .innerJoin(robotDepartment, eq(robotDepartment.id, robots.departmentId))
    .where(
      and(
        eq(robots.bound, true),
        or(
          ne(robots.category, 'scene'),
          exists(
            db
              .select({ one: sql`1` })
              .from(robotProcesses)
              .where(and(eq(robotProcesses.robotId, robots.id), eq(robotProcesses.processId, processId))),
          ),
        ),
        sql`${robotDepartment.path} like ${p.path} || '%'`,
      ),
    );
  for (const r of candidates) {
    const seat = await seatOf(
      { database: { db } },
      { robotId: r.id, category: r.category as LicenceCategoryValue },
    );
    if (seat?.status === 'valid') return true;
  }
  return false;
}

/**
 * What publishing, assigning and running answer besides their result when
 * the process's department has no robot that can run it: what is wrong and
 * what to do, in the caller's language. The step itself goes on.
 */
export async function robotWarning(
  db: Db,
  processId: number,
  lang: Lang,
): Promise<{ robotWarning?: string }> {
  if (await processHasRobots(db, processId)) return {};
  const [d] = await db
    .select({ name: departments.name })
    .from(processes)
    .innerJoin(departments, eq(departments.id, processes.departmentId))
    .where(eq(processes.id, processId));
  return { robotWarning: t(lang, 'tasks.noRobotsWarning', { department: d?.name ?? '' }) };
}
