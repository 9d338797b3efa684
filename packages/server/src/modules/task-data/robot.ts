import { Code, type ItemForRobot, taskItemFields } from '@rpa/contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ItemDesk, ItemReply, ItemRequest } from '../../gateway';
import type { Db } from '../../platform/db';
import { AppError, t } from '../../platform/http/errors';
import { issuesText, safeParseIn } from '../../platform/http/validate';
import { robotAllowed, robots } from '../robots';
import { HOLDING_STATES, tasks } from '../tasks';
import { addItems, expireItems, releaseOrphans, WAITING } from './items';
import { taskDataItems, taskDataSpaces } from './schema';

type Item = typeof taskDataItems.$inferSelect;

const forRobot = (i: Item, space: string): ItemForRobot => ({
  id: i.id,
  space,
  content: i.content,
  reference: i.reference,
  priority: i.priority,
  attempts: i.attempts,
  state: i.state,
});

/**
 * Answers robots' task data requests (docs/robot-protocol.md, "Task data"): a
 * robot running a task takes the next waiting item of a space of its
 * department that allows it (none chosen: every robot of the department),
 * reports it done or failed, and adds items. Anything else is refused by name
 * with the reason, in the server's language.
 */
export function itemDesk(app: FastifyInstance): ItemDesk {
  const db = app.database.db;
  const lang = app.config.appLang;

  async function spaceFor(departmentId: number, robotId: number, name: string) {
    if (name.includes('\0')) throw new AppError(Code.BAD_REQUEST, 'error.nulCharacter');
    const [space] = await db
      .select()
      .from(taskDataSpaces)
      .where(
        and(
          eq(taskDataSpaces.departmentId, departmentId),
          sql`lower(${taskDataSpaces.name}) = lower(${name})`,
        ),
      );
    if (!space) throw new AppError(Code.BAD_REQUEST, 'taskData.robotUnknownSpace', { name });
    if (!robotAllowed(space.robotIds, robotId)) {
      throw new AppError(Code.BAD_REQUEST, 'taskData.robotNotAllowed', { name: space.name });
    }
    return space;
  }

  /** The waiting item first by priority then age, locked and skipped by every other robot meanwhile. */
  async function next(robotId: number, robotsNo: string, taskId: number, spaceId: number) {
    await releaseOrphans(db, lang, spaceId);
    await expireItems(db, spaceId);
    return db.transaction(async (tx) => {
      // Shared with every other robot taking from the space; a delete of the space waits for it.
      await tx
        .select({ id: taskDataSpaces.id })
        .from(taskDataSpaces)
        .where(eq(taskDataSpaces.id, spaceId))
        .for('share');
      const now = new Date();
      const [picked] = await tx
        .select({ id: taskDataItems.id })
        .from(taskDataItems)
        .where(
          and(
            eq(taskDataItems.spaceId, spaceId),
            inArray(taskDataItems.state, WAITING),
            or(isNull(taskDataItems.deadline), gt(taskDataItems.deadline, now)),
          ),
        )
        .orderBy(asc(taskDataItems.priority), asc(taskDataItems.createdAt), asc(taskDataItems.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!picked) return null;
      const [item] = await tx
        .update(taskDataItems)
        .set({ state: 'running', robotId, robotsNo, taskId, startedAt: now, finishedAt: null })
        .where(eq(taskDataItems.id, picked.id))
        .returning();
      return item ?? null;
    });
  }

  /** The item the robot holds in the task, locked; refused when it holds no such item. */
  async function held(tx: Db, robotId: number, taskId: number, itemId: number) {
    const [found] = await tx
      .select({ item: taskDataItems, space: taskDataSpaces })
      .from(taskDataItems)
      .innerJoin(taskDataSpaces, eq(taskDataSpaces.id, taskDataItems.spaceId))
      .where(
        and(
          eq(taskDataItems.id, itemId),
          eq(taskDataItems.state, 'running'),
          eq(taskDataItems.robotId, robotId),
          eq(taskDataItems.taskId, taskId),
        ),
      )
      .for('update', { of: taskDataItems });
    if (!found) throw new AppError(Code.BAD_REQUEST, 'taskData.robotNotHolding', { id: itemId });
    return found;
  }

  async function serve(robotId: number, m: ItemRequest): Promise<ItemForRobot | null> {
    const [run] = await db
      .select({ robotsNo: robots.robotsNo, departmentId: robots.departmentId })
      .from(tasks)
      .innerJoin(robots, eq(robots.id, tasks.robotId))
      .where(
        and(eq(tasks.id, m.taskId), eq(tasks.robotId, robotId), inArray(tasks.state, [...HOLDING_STATES])),
      );
    if (!run) throw new AppError(Code.BAD_REQUEST, 'taskData.robotNoTask', { taskId: m.taskId });
    switch (m.type) {
      case 'item.next': {
        const space = await spaceFor(run.departmentId, robotId, m.space);
        const item = await next(robotId, run.robotsNo, m.taskId, space.id);
        return item && forRobot(item, space.name);
      }
      case 'item.add': {
        const space = await spaceFor(run.departmentId, robotId, m.space);
        const parsed = safeParseIn(
          taskItemFields,
          { content: m.content, reference: m.reference ?? '', priority: m.priority ?? 1 },
          lang,
        );
        if (!parsed.success)
          throw new AppError(Code.BAD_REQUEST, 'error.badRequest', {
            detail: issuesText(parsed.error, lang),
          });
        const [item] = await addItems(db, space.id, [parsed.data]);
        return item ? forRobot(item, space.name) : null;
      }
      case 'item.done':
        return db.transaction(async (tx) => {
          const { item, space } = await held(tx as unknown as Db, robotId, m.taskId, m.itemId);
          const [done] = await tx
            .update(taskDataItems)
            .set({
              state: 'runSuccessfully',
              output: (m.output ?? null) as object | null,
              finishedAt: new Date(),
            })
            .where(eq(taskDataItems.id, item.id))
            .returning();
          return done ? forRobot(done, space.name) : null;
        });
      case 'item.fail':
        return db.transaction(async (tx) => {
          const { item, space } = await held(tx as unknown as Db, robotId, m.taskId, m.itemId);
          // Failed attempts up to the space's maximum go back to the queue; the last one stays failed.
          const attempts = item.attempts + 1;
          const final = attempts > space.maxAttempts;
          const [done] = await tx
            .update(taskDataItems)
            .set({
              state: final ? 'runFailed' : 'waitToRun',
              attempts,
              failureReason: m.reason,
              finishedAt: final ? new Date() : null,
            })
            .where(eq(taskDataItems.id, item.id))
            .returning();
          return done ? forRobot(done, space.name) : null;
        });
    }
  }

  return {
    async answer(robotId, m): Promise<ItemReply> {
      const reply = { type: 'item.reply' as const, requestId: m.requestId };
      try {
        return { ...reply, item: await serve(robotId, m) };
      } catch (err) {
        if (!(err instanceof AppError)) {
          // Answered anyway: the run waiting for it must not hang.
          app.log.error({ err, robotId, type: m.type }, 'task data request failed');
          return { ...reply, item: null, error: t(lang, 'error.system') };
        }
        const detail = err.key === 'error.badRequest' && err.params?.detail;
        return { ...reply, item: null, error: detail ? String(detail) : t(lang, err.key, err.params) };
      }
    },
  };
}
