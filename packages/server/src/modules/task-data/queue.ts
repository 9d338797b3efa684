import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { WAITING } from './items';
import { taskDataItems, taskDataSpaces } from './schema';

/**
 * What other domains read of task data: a space's name and department, and
 * how many items wait in spaces (queue-triggered schedules start runs on it).
 */
export async function findSpace(
  db: Db,
  id: number,
): Promise<{ id: number; name: string; departmentId: number } | undefined> {
  const [space] = await db
    .select({ id: taskDataSpaces.id, name: taskDataSpaces.name, departmentId: taskDataSpaces.departmentId })
    .from(taskDataSpaces)
    .where(eq(taskDataSpaces.id, id));
  return space;
}

/** Spaces by id with the items a robot could take now: waiting and not past their deadline. */
export async function spaceQueues(
  db: Db,
  spaceIds: number[],
): Promise<Map<number, { name: string; waiting: number }>> {
  if (!spaceIds.length) return new Map();
  const rows = await db
    .select({
      id: taskDataSpaces.id,
      name: taskDataSpaces.name,
      waiting: sql<number>`count(${taskDataItems.id})::int`,
    })
    .from(taskDataSpaces)
    .leftJoin(
      taskDataItems,
      and(
        eq(taskDataItems.spaceId, taskDataSpaces.id),
        inArray(taskDataItems.state, WAITING),
        or(isNull(taskDataItems.deadline), gte(taskDataItems.deadline, new Date())),
      ),
    )
    .where(inArray(taskDataSpaces.id, spaceIds))
    .groupBy(taskDataSpaces.id);
  return new Map(rows.map((r) => [r.id, { name: r.name, waiting: Number(r.waiting) }]));
}
