import { type Lang, TASK_DATA_SLA_WARN_MINUTES } from '@rpa/contracts';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { t } from '../../platform/http/errors';
import { departments } from '../departments';
import { type MessageHost, sendMessage } from '../messages';
import { robots } from '../robots';
import { holdersOf } from '../users';
import { WAITING } from './items';
import { taskDataItems, taskDataSpaces } from './schema';

/** How often each node looks for items near their deadline. */
const TICK_MS = 60_000;

/**
 * The SLA warning (docs/api.md, "Task data"): waiting items due within
 * TASK_DATA_SLA_WARN_MINUTES alert the managers of the space's department
 * when no robot can take them: none of the space's robots is idle, and no
 * run is working through the space. Each item warns once, whichever node
 * marks it first; one message per space and pass names how many and by when.
 */
export async function warnNearDeadlines(
  host: MessageHost,
  lang: Lang,
  timezone: string,
  now = new Date(),
): Promise<number> {
  const db = host.database.db;
  const soon = new Date(now.getTime() + TASK_DATA_SLA_WARN_MINUTES * 60_000);
  const near = and(
    inArray(taskDataItems.state, WAITING),
    isNull(taskDataItems.slaWarnedAt),
    gte(taskDataItems.deadline, now),
    lte(taskDataItems.deadline, soon),
  );
  const spaces = await db
    .selectDistinct({
      id: taskDataSpaces.id,
      name: taskDataSpaces.name,
      departmentId: taskDataSpaces.departmentId,
      robotIds: taskDataSpaces.robotIds,
      department: departments.name,
    })
    .from(taskDataItems)
    .innerJoin(taskDataSpaces, eq(taskDataSpaces.id, taskDataItems.spaceId))
    .innerJoin(departments, eq(departments.id, taskDataSpaces.departmentId))
    .where(near);
  let warned = 0;
  for (const space of spaces) {
    if (await someoneCanTake(db, space)) continue;
    const marked = await db
      .update(taskDataItems)
      .set({ slaWarnedAt: now })
      .where(and(eq(taskDataItems.spaceId, space.id), near))
      .returning({ deadline: taskDataItems.deadline });
    // Another node marked them first: it tells the managers.
    if (!marked.length) continue;
    const by = new Date(Math.max(...marked.map((m) => m.deadline?.getTime() ?? 0)));
    const params = {
      space: space.name,
      count: marked.length,
      at: minuteIn(by, timezone),
      department: space.department,
    };
    await sendMessage(host, {
      userIds: await holdersOf(db, '1405', space.departmentId),
      alertLevel: 'warn',
      alertType: 'task',
      module: 'taskData',
      alertDesc: t(lang, 'taskData.slaNear', params),
      content: t(lang, 'taskData.slaNearContent', params),
    });
    warned += marked.length;
  }
  return warned;
}

/** `2026-11-26 10:15` in the server's time zone. */
const minuteIn = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(d);

/** An idle robot the space allows, or a run holding one of its items. */
async function someoneCanTake(db: Db, space: { id: number; departmentId: number; robotIds: number[] }) {
  const [idle] = await db
    .select({ id: robots.id })
    .from(robots)
    .where(
      and(
        eq(robots.departmentId, space.departmentId),
        eq(robots.runState, 'idle'),
        space.robotIds.length ? inArray(robots.id, space.robotIds) : undefined,
      ),
    )
    .limit(1);
  if (idle) return true;
  const [working] = await db
    .select({ one: sql`1` })
    .from(taskDataItems)
    .where(and(eq(taskDataItems.spaceId, space.id), eq(taskDataItems.state, 'running')))
    .limit(1);
  return !!working;
}

/** The warning on the root app: a look every TICK_MS once the node listens; stopped before the database closes. */
export async function installSlaWatch(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let looking: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      looking = looking
        .then(() => warnNearDeadlines(app, app.config.appLang, app.config.timezone))
        .catch((err: unknown) => app.log.error({ err }, 'task data deadline warning failed'));
    }, TICK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await looking;
  });
}
