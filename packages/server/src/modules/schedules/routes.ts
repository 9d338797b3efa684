import {
  Code,
  Identity,
  PRIORITY_RANK,
  ProcessStatus,
  permissionKeys,
  priorityOf,
  SCHEDULE_PERMISSIONS,
  type ScheduleDetail,
  schedulesApi,
} from '@rpa/contracts';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { calendars, loadOverrides } from '../calendars';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { identityScope, processes, scopedProcess, versions, visibleTo } from '../processes';
import { findSpace, taskDataSpaces } from '../task-data';
import { assertCandidateRobots, cancelPendingTasks, reissueCancelledTasks } from '../tasks';
import { personColumns, users } from '../users';
import { timingOf } from './fire';
import { defaultParameters } from './plan';
import { assertReceivers } from './receivers';
import { schedules } from './schema';
import { nextFireTimes } from './timing';

const DISABLED = 'schedule disabled';

/** Save serves add and edit: the guard let either key through, this checks the one asked for. */
async function allowed(req: FastifyRequest, what: 'add' | 'edit'): Promise<void> {
  const keys = permissionKeys(SCHEDULE_PERMISSIONS[what], req.requireSession().curIden);
  const grants = await req.grants();
  if (!keys.some((k) => grants.has(k))) throw new AppError(Code.FORBIDDEN, 'error.forbidden');
}

/** The schedules the caller sees: managers their departments', developers and owners their processes', users their own. */
function scheduleScope(req: FastifyRequest): Promise<SQL> {
  return identityScope(req, schedules.departmentId, (userId) => eq(schedules.creatorId, userId));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Schedules (docs/api.md "Schedules", docs/scheduling.md): list, detail,
 * save, delete, enable and disable, and the preview of the next fire times
 * the scheduler will use.
 */
export async function scheduleRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const tz = api.config.timezone;

  function select() {
    return db
      .select({
        s: schedules,
        processName: processes.name,
        versionNumber: versions.number,
        departmentName: departments.name,
        calendarName: calendars.name,
        queueSpaceName: taskDataSpaces.name,
        creator: personColumns(users),
      })
      .from(schedules)
      .innerJoin(processes, eq(processes.id, schedules.processId))
      .innerJoin(departments, eq(departments.id, schedules.departmentId))
      .leftJoin(versions, eq(versions.id, schedules.versionId))
      .leftJoin(calendars, eq(calendars.id, schedules.calendarId))
      .leftJoin(taskDataSpaces, eq(taskDataSpaces.id, schedules.queueSpaceId))
      .leftJoin(users, eq(users.id, schedules.creatorId));
  }
  type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toDetail = (r: Selected): ScheduleDetail => ({
    id: r.s.id,
    name: r.s.name,
    info: r.s.info,
    processId: r.s.processId,
    processName: r.processName,
    versionId: r.s.versionId,
    versionNumber: r.versionNumber,
    priority: priorityOf(r.s.priority),
    runMode: r.s.runMode as ScheduleDetail['runMode'],
    queueSpaceId: r.s.queueSpaceId,
    queueSpaceName: r.queueSpaceName,
    timing: r.s.timing,
    calendar: r.s.calendar as ScheduleDetail['calendar'],
    calendarId: r.s.calendarId,
    calendarName: r.calendarName,
    enabled: r.s.enabled,
    nextFireAt: iso(r.s.nextFireAt),
    lastFireAt: iso(r.s.lastFireAt),
    departmentId: r.s.departmentId,
    departmentName: r.departmentName,
    creator: r.creator,
    createdAt: r.s.createdAt.toISOString(),
    updatedAt: r.s.updatedAt.toISOString(),
    receiverUserIds: r.s.receiverUserIds,
    receiverDepartmentIds: r.s.receiverDepartmentIds,
    robotIds: r.s.robotIds,
    failedRetries: r.s.failedRetries,
    taskCount: r.s.taskCount,
    waitTimeout: r.s.waitTimeout,
    runTimeout: r.s.runTimeout,
    manualMinutes: r.s.manualMinutes,
    autoStopMinutes: r.s.autoStopMinutes,
    startAt: iso(r.s.startAt),
    stopAt: iso(r.s.stopAt),
  });

  async function seen(req: FastifyRequest, scheduleId: number) {
    const [r] = await select().where(and(eq(schedules.id, scheduleId), await scheduleScope(req)));
    if (!r) throw new AppError(Code.BAD_REQUEST, 'schedules.notFound');
    return r;
  }

  /** A user calendar's days, or nothing for the daily calendar; refused when it is gone. */
  async function overridesFor(calendar: string, calendarId: number | null) {
    if (!calendarId || calendar === 'daily') return undefined;
    const found = (await loadOverrides(db, [calendarId])).get(calendarId);
    if (!found) throw new AppError(Code.BAD_REQUEST, 'schedules.calendarMissing');
    return found;
  }

  /** The next fire time a schedule gets when it is saved or enabled. */
  async function firstFire(s: typeof schedules.$inferSelect, now: Date): Promise<Date | null> {
    if (s.runMode === 'resident' || s.runMode === 'queue') return null;
    if (s.runMode === 'start') return now;
    const overrides = await overridesFor(s.calendar, s.calendarId);
    const next = nextFireTimes(timingOf(s, overrides), now, 1, tz)[0];
    if (!next) throw new AppError(Code.BAD_REQUEST, 'schedules.neverFires');
    return next;
  }

  route(api, schedulesApi.list, async (req, q) => {
    const where = and(
      await scheduleScope(req),
      q.name ? ilike(schedules.name, `%${escapeLike(q.name)}%`) : undefined,
      q.processId ? eq(schedules.processId, q.processId) : undefined,
      q.enabled === undefined ? undefined : eq(schedules.enabled, q.enabled),
      q.once === undefined
        ? undefined
        : q.once
          ? sql`${schedules.timing}->>'mode' = 'once'`
          : sql`${schedules.timing}->>'mode' <> 'once'`,
    );
    const matching = matchingRows(db, schedules, where, (rows) =>
      rows.innerJoin(processes, eq(processes.id, schedules.processId)),
    );
    return listPage(db, q, matching, async (limit, offset) =>
      (
        await select()
          .where(where)
          .orderBy(desc(schedules.updatedAt), desc(schedules.id))
          .limit(limit)
          .offset(offset)
      ).map(toDetail),
    );
  });

  route(api, schedulesApi.detail, async (req, { id }) => {
    return toDetail(await seen(req, id));
  });

  route(api, schedulesApi.preview, async (_req, q) => {
    const times = nextFireTimes(
      {
        timing: q.timing,
        calendar: q.calendar,
        overrides: await overridesFor(q.calendar, q.calendarId),
        startAt: q.startAt ? new Date(q.startAt) : null,
        stopAt: q.stopAt ? new Date(q.stopAt) : null,
      },
      new Date(),
      q.count,
      tz,
    );
    return times.map((d) => d.toISOString());
  });

  const saved = logged('schedules', 'modify', described('saveSchedule', { name: 'name' }));
  route(api, schedulesApi.save, saved, async (req, input) => {
    const session = req.requireSession();
    await allowed(req, input.id ? 'edit' : 'add');
    if (session.curIden === Identity.USER && (input.timing.mode !== 'once' || input.runMode !== 'timed')) {
      throw new AppError(Code.BAD_REQUEST, 'schedules.onceOnly');
    }
    const before = input.id ? (await seen(req, input.id)).s : null;
    const p = await scopedProcess(db, input.processId, await visibleTo(req));
    if (input.versionId) {
      const [v] = await db.select().from(versions).where(eq(versions.id, input.versionId));
      if (!v || v.processId !== p.id || !v.active || v.status !== ProcessStatus.RELEASE) {
        throw new AppError(Code.BAD_REQUEST, 'schedules.versionNotReleased');
      }
    } else if (!p.releasedVersionId) {
      throw new AppError(Code.CONFLICT, 'tasks.notPublished');
    }
    const { missing } = defaultParameters(p.parameters);
    if (missing.length)
      throw new AppError(Code.BAD_REQUEST, 'schedules.parametersMissing', { names: missing.join(', ') });
    // Robots and receivers the schedule already names may stay; new ones must be the caller's.
    const scope = await req.managedDepartments();
    const added = (now: number[], was: number[] = []) => now.filter((i) => !was.includes(i));
    await assertCandidateRobots(db, added(input.robotIds, before?.robotIds), scope);
    await assertReceivers(
      db,
      added(input.receiverUserIds, before?.receiverUserIds),
      added(input.receiverDepartmentIds, before?.receiverDepartmentIds),
      scope,
    );
    const queueSpaceId = input.runMode === 'queue' ? input.queueSpaceId : null;
    if (queueSpaceId) {
      // A newly chosen space must be the caller's; its runs take the items, so it is of the process's department.
      const space = await findSpace(db, queueSpaceId);
      const mayChoose =
        queueSpaceId === before?.queueSpaceId || (space && scope.includes(space.departmentId));
      if (!space || !mayChoose) throw new AppError(Code.BAD_REQUEST, 'taskData.notFound');
      if (space.departmentId !== p.departmentId)
        throw new AppError(Code.BAD_REQUEST, 'schedules.queueSpaceDepartment');
    }
    const values = {
      name: input.name,
      info: input.info,
      processId: p.id,
      versionId: input.versionId,
      departmentId: p.departmentId,
      priority: PRIORITY_RANK[input.priority],
      receiverUserIds: input.receiverUserIds,
      receiverDepartmentIds: input.receiverDepartmentIds,
      robotIds: input.robotIds,
      runMode: input.runMode,
      queueSpaceId,
      timing: input.timing,
      calendar: input.calendar,
      calendarId: input.calendar === 'daily' ? null : input.calendarId,
      failedRetries: input.failedRetries,
      taskCount: input.taskCount,
      waitTimeout: input.waitTimeout,
      runTimeout: input.runTimeout,
      manualMinutes: input.manualMinutes,
      autoStopMinutes: input.autoStopMinutes,
      startAt: input.startAt ? new Date(input.startAt) : null,
      stopAt: input.stopAt ? new Date(input.stopAt) : null,
      updatedAt: new Date(),
    };
    const now = new Date();
    const nextFireAt = await firstFire({ ...values, enabled: true } as typeof schedules.$inferSelect, now);
    const [row] = input.id
      ? await db
          .update(schedules)
          .set({ ...values, nextFireAt })
          .where(eq(schedules.id, input.id))
          .returning()
      : await db
          .insert(schedules)
          .values({ ...values, nextFireAt, creatorId: session.userId })
          .returning();
    if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
    return toDetail(await seen(req, row.id));
  });

  route(
    api,
    schedulesApi.remove,
    logged('schedules', 'delete', described('deleteSchedule', { id: 'id' })),
    async (req, { id: scheduleId }) => {
      await seen(req, scheduleId);
      await db.transaction(async (tx) => {
        await cancelPendingTasks(tx, scheduleId, 'schedule deleted');
        await tx.delete(schedules).where(eq(schedules.id, scheduleId));
      });
      return null;
    },
  );

  const switched = logged('schedules', 'modify', (req) =>
    described((req.body as { enabled?: unknown })?.enabled ? 'enableSchedule' : 'disableSchedule', {
      id: 'id',
    })(req),
  );
  route(api, schedulesApi.enable, switched, async (req, q) => {
    const { s } = await seen(req, q.id);
    const now = new Date();
    if (q.enabled === s.enabled) return toDetail(await seen(req, q.id));
    if (!q.enabled) {
      // Its waiting tasks are withdrawn; enabling it again reissues them once.
      await db.transaction(async (tx) => {
        await tx
          .update(schedules)
          .set({ enabled: false, disabledAt: now, nextFireAt: null })
          .where(eq(schedules.id, s.id));
        await cancelPendingTasks(tx, s.id, DISABLED);
      });
    } else {
      const nextFireAt = await firstFire(s, now);
      await db.transaction(async (tx) => {
        await tx
          .update(schedules)
          .set({ enabled: true, nextFireAt, updatedAt: now })
          .where(eq(schedules.id, s.id));
        await reissueCancelledTasks(tx, s.id, DISABLED);
      });
      api.dispatcher.kick();
    }
    return toDetail(await seen(req, q.id));
  });
}
