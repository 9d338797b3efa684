import {
  Code,
  type Lang,
  TASK_ITEM_WAITING,
  type TaskItemRow,
  type TaskItemState,
  type taskItemFields,
} from '@rpa/contracts';
import { and, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { query } from '../../platform/db/rows';
import { AppError, t } from '../../platform/http/errors';
import { HOLDING_STATES, tasks } from '../tasks';
import { taskDataItems, taskDataSpaces } from './schema';

export type Space = typeof taskDataSpaces.$inferSelect;
type Item = typeof taskDataItems.$inferSelect;
export type NewItem = z.output<typeof taskItemFields>;

export const WAITING = [...TASK_ITEM_WAITING];

/** Items of the space that count against its max items: every one not deleted. */
export async function liveItems(db: Db, spaceId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskDataItems)
    .where(and(eq(taskDataItems.spaceId, spaceId), ne(taskDataItems.state, 'deleted')));
  return Number(row?.n ?? 0);
}

/**
 * Waiting items past their deadline become wait timeout (console-administration.md §4);
 * run before a robot takes an item and before the console lists them.
 */
export async function expireItems(db: Db, spaceId?: number): Promise<number> {
  const now = new Date();
  const done = await db
    .update(taskDataItems)
    .set({ state: 'waitTimeout', finishedAt: now })
    .where(
      and(
        spaceId ? eq(taskDataItems.spaceId, spaceId) : undefined,
        inArray(taskDataItems.state, WAITING),
        isNotNull(taskDataItems.deadline),
        lt(taskDataItems.deadline, now),
      ),
    )
    .returning({ id: taskDataItems.id });
  return done.length;
}

/**
 * Running items whose task has ended (or left the robot) count a failed
 * attempt, "task … ended" as the reason: back to the queue, or failed for good
 * past the space's max failed attempts. Run where items are taken, listed
 * and deleted, so an item is never stuck running after its run is gone.
 */
export async function releaseOrphans(db: Db, lang: Lang, spaceId?: number): Promise<number> {
  const released = await query<{ id: number }>(
    db,
    sql`update ${taskDataItems} i
        set attempts = i.attempts + 1,
            state = case when i.attempts + 1 > s.max_attempts then 'runFailed' else 'waitToRun' end,
            finished_at = case when i.attempts + 1 > s.max_attempts then now() else null end,
            failure_reason = replace(${t(lang, 'taskData.taskEnded', { taskId: '#TASK#' })}, '#TASK#', coalesce(i.task_id::text, ''))
        from ${taskDataSpaces} s
        where s.id = i.space_id and i.state = 'running'
          ${spaceId ? sql`and i.space_id = ${spaceId}` : sql``}
          and not exists (
            select 1 from ${tasks} tk
            where tk.id = i.task_id and tk.robot_id = i.robot_id
              and tk.state in (${sql.join(
                HOLDING_STATES.map((h) => sql`${h}`),
                sql`, `,
              )})
          )
        returning i.id`,
  );
  return released.length;
}

/** Which of `references` items of the space not deleted already hold; an empty one is never taken. */
export async function takenReferences(db: Db, spaceId: number, references: string[]): Promise<string[]> {
  const wanted = references.filter(Boolean);
  if (!wanted.length) return [];
  const found = await db
    .select({ reference: taskDataItems.reference })
    .from(taskDataItems)
    .where(
      and(
        eq(taskDataItems.spaceId, spaceId),
        ne(taskDataItems.state, 'deleted'),
        inArray(taskDataItems.reference, wanted),
      ),
    );
  return found.map((r) => r.reference);
}

/**
 * Adds items to a space, all or none: the space row is locked so two adds
 * never both take its last free place; a reference is unique in the space.
 * Throws the AppError of the first item refused.
 */
export async function addItems(db: Db, spaceId: number, items: NewItem[]): Promise<Item[]> {
  return db.transaction(async (tx) => {
    const [space] = await tx
      .select()
      .from(taskDataSpaces)
      .where(eq(taskDataSpaces.id, spaceId))
      // Against other adds only (their count of live items); robots taking items go on.
      .for('no key update');
    if (!space) throw new AppError(Code.BAD_REQUEST, 'taskData.notFound');
    if ((await liveItems(tx as unknown as Db, spaceId)) + items.length > space.maxItems) {
      throw new AppError(Code.BAD_REQUEST, 'taskData.maxItemsReached', {
        name: space.name,
        max: space.maxItems,
      });
    }
    const [taken] = await takenReferences(
      tx as unknown as Db,
      spaceId,
      items.map((i) => i.reference),
    );
    if (taken) throw new AppError(Code.CONFLICT, 'taskData.referenceTaken', { reference: taken });
    if (!items.length) return [];
    const now = Date.now();
    const due = (deadline: string | undefined) =>
      deadline ? new Date(deadline) : space.slaMinutes > 0 ? new Date(now + space.slaMinutes * 60_000) : null;
    return tx
      .insert(taskDataItems)
      .values(
        items.map((i) => ({
          spaceId,
          content: i.content as object,
          reference: i.reference,
          priority: i.priority,
          deadline: due(i.deadline),
        })),
      )
      .returning();
  });
}

export function itemRow(i: Item): TaskItemRow {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: i.id,
    spaceId: i.spaceId,
    content: i.content,
    reference: i.reference,
    priority: i.priority,
    state: i.state as TaskItemState,
    attempts: i.attempts,
    output: i.output ?? null,
    failureReason: i.failureReason,
    robotId: i.robotId,
    robotsNo: i.robotsNo,
    taskId: i.taskId,
    deadline: iso(i.deadline),
    createdAt: i.createdAt.toISOString(),
    startedAt: iso(i.startedAt),
    finishedAt: iso(i.finishedAt),
  };
}
