import { Code, type ItemForRobot, taskItemFields } from '@rpa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ItemDesk, ItemReply, ItemRequest } from '../../gateway';
import { query } from '../../platform/db/rows';
import { AppError, t } from '../../platform/http/errors';
import { issuesText, safeParseIn } from '../../platform/http/validate';
import { robotAllowed, robots } from '../robots';
import { HOLDING_STATES, tasks } from '../tasks';
import { addItems, expireItems, releaseOrphans, WAITING } from './items';
import { type taskDataItems, taskDataSpaces } from './schema';

type Item = typeof taskDataItems.$inferSelect;

/** An item as the single-statement take and finish return it, with its space's name. */
interface HeldItem {
  id: number | string;
  space: string;
  content: unknown;
  reference: string;
  priority: number;
  attempts: number;
  state: string;
}
const HELD_COLUMNS = sql.raw(
  `i.id, (select sp.name from task_data_spaces sp where sp.id = i.space_id) as space,
   i.content, i.reference, i.priority, i.attempts, i.state`,
);
/** PostgreSQL answers a bigint id as text. */
const forHeld = (i: HeldItem): ItemForRobot => ({ ...i, id: Number(i.id) });

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

  /**
   * Takes the waiting item first by priority then age, in one statement: the
   * row is locked and skipped by every other robot taking meanwhile (no item
   * is given twice), and the space is key-share locked: its deletion waits,
   * while adds, which lock it only against each other, do not.
   */
  async function next(robotId: number, robotsNo: string, taskId: number, spaceId: number) {
    await releaseOrphans(db, lang, spaceId);
    await expireItems(db, spaceId);
    const now = new Date();
    const [item] = await query<HeldItem>(
      db,
      sql`update task_data_items i
          set state = 'running', robot_id = ${robotId}, robots_no = ${robotsNo}, task_id = ${taskId},
              started_at = ${now}, finished_at = null
          where i.id = (
            select w.id from task_data_items w
            where w.space_id = (select s.id from task_data_spaces s where s.id = ${spaceId} for key share)
              and w.state in (${sql.join(
                WAITING.map((w) => sql`${w}`),
                sql`, `,
              )})
              and (w.deadline is null or w.deadline > ${now})
            order by w.priority, w.created_at, w.id
            limit 1
            for update skip locked)
          returning ${HELD_COLUMNS}`,
    );
    return item ?? null;
  }

  /**
   * Ends the item the robot holds in the task, in one statement: done with
   * its output, or failed, back to the queue until the space's max failed
   * attempts, then failed for good. Refused when it holds no such item.
   */
  async function finish(
    robotId: number,
    taskId: number,
    m: ItemRequest & { type: 'item.done' | 'item.fail' },
  ) {
    const change =
      m.type === 'item.done'
        ? sql`state = 'runSuccessfully', output = ${m.output === undefined ? null : JSON.stringify(m.output)}::jsonb,
              finished_at = now()`
        : sql`attempts = i.attempts + 1,
              state = case when i.attempts + 1 > s.max_attempts then 'runFailed' else 'waitToRun' end,
              failure_reason = ${m.reason},
              finished_at = case when i.attempts + 1 > s.max_attempts then now() else null end`;
    const [item] = await query<HeldItem>(
      db,
      sql`update task_data_items i set ${change}
          from task_data_spaces s
          where s.id = i.space_id and i.id = ${m.itemId} and i.state = 'running'
            and i.robot_id = ${robotId} and i.task_id = ${taskId}
          returning ${HELD_COLUMNS}`,
    );
    if (!item) throw new AppError(Code.BAD_REQUEST, 'taskData.robotNotHolding', { id: m.itemId });
    return item;
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
        return item && forHeld(item);
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
      case 'item.fail':
        return forHeld(await finish(robotId, m.taskId, m));
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
