import { asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { taskDataItems, taskDataSpaces, taskItemEvents } from './schema';

/** An item that ended for good, with what a listener tells others of it. */
export interface ItemEvent {
  id: number;
  itemId: number;
  state: string;
  departmentId: number;
  at: Date;
  item: {
    spaceId: number;
    spaceName: string;
    reference: string;
    attempts: number;
    output: unknown;
    failureReason: string;
    robotsNo: string;
    taskId: number | null;
    finishedAt: Date | null;
  } | null;
}

/** The item events after `afterId`, oldest first; `item` as it is now (null once deleted). */
export async function itemEventsAfter(db: Db, afterId: number, limit: number): Promise<ItemEvent[]> {
  const rows = await db
    .select({
      e: taskItemEvents,
      departmentId: taskDataSpaces.departmentId,
      spaceName: taskDataSpaces.name,
      i: {
        reference: taskDataItems.reference,
        attempts: taskDataItems.attempts,
        output: taskDataItems.output,
        failureReason: taskDataItems.failureReason,
        robotsNo: taskDataItems.robotsNo,
        taskId: taskDataItems.taskId,
        finishedAt: taskDataItems.finishedAt,
      },
    })
    .from(taskItemEvents)
    .leftJoin(taskDataSpaces, eq(taskDataSpaces.id, taskItemEvents.spaceId))
    .leftJoin(taskDataItems, eq(taskDataItems.id, taskItemEvents.itemId))
    .where(gt(taskItemEvents.id, afterId))
    .orderBy(asc(taskItemEvents.id))
    .limit(limit);
  return rows.map(({ e, departmentId, spaceName, i }) => ({
    id: e.id,
    itemId: e.itemId,
    state: e.state,
    // A deleted space's events go nowhere: no department holds them.
    departmentId: departmentId ?? 0,
    at: e.at,
    item: i ? { ...i, spaceId: e.spaceId, spaceName: spaceName ?? '' } : null,
  }));
}

/** Forgets the events up to `upToId`, once read. */
export async function forgetItemEvents(db: Db, upToId: number): Promise<void> {
  await db.delete(taskItemEvents).where(lte(taskItemEvents.id, upToId));
}
