import {
  dashboardsApi,
  type ManagerDashboard,
  type OwnerDashboard,
  ProcessStatus,
  type RangeInput,
  type Report,
  type UserDashboard,
} from '@rpa/contracts';
import { and, asc, type Column, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { within } from '../../platform/db/conditions';
import { route } from '../../platform/http/route';
import { fieldValueCondition } from '../fields';
import { platformLicence } from '../licences';
import { identityScope, ownerScope, processes, userScope, versions } from '../processes';
import { robots } from '../robots';
import { taskScope, tasks } from '../tasks';
import { users } from '../users';
import { reportExport } from './export';
import { busiest, latestTasks, perDay, reportRows, runStats, type Window } from './figures';
import { resolveRange } from './range';

type ReportQuery = z.output<typeof dashboardsApi.report.input>;

/** The report scope on a table of run counts; none for users, whose records are the runs they started. */
const rollupScope =
  (req: FastifyRequest) =>
  (departmentId: Column): Promise<SQL | null> =>
    identityScope(req, departmentId, () => null);

/**
 * Dashboards and the report center (docs/api.md "Dashboards and reports").
 * Every figure is scoped as the caller's task lists are.
 */
export async function dashboardRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const tz = api.config.timezone;

  /**
   * The figures' window: `range` resolved now, the tasks of `scope` and the
   * counts of `rollup` (by default `scope` itself, when it names only processes).
   */
  function windowOf(range: RangeInput, scope: SQL, rollup: Window['rollup'] = () => scope) {
    const { from, to, resolved } = resolveRange(range, new Date(), tz);
    const w: Window = { scope, rollup, from, to, tz };
    return { resolved, w };
  }

  route(api, dashboardsApi.manager, async (req, range) => {
    const managed = await req.managedDepartments();
    const scope = within(tasks.departmentId, managed);
    const { resolved, w } = windowOf(range, scope, (departmentId) => within(departmentId, managed));
    const fleet = await db
      .select({ state: robots.runState, n: count() })
      .from(robots)
      .where(and(eq(robots.bound, true), within(robots.departmentId, managed)))
      .groupBy(robots.runState);
    const state = (s: string) => Number(fleet.find((f) => f.state === s)?.n ?? 0);
    const licence = await platformLicence(db, req.lang);
    const body: ManagerDashboard = {
      range: resolved,
      robots: { idle: state('idle'), running: state('running'), offline: state('offline') },
      licences: licence.categories,
      expiring: licence.expiring,
      lastTasks: await latestTasks(db, scope),
      abnormalTasks: await latestTasks(db, scope, { abnormal: true }),
      runs: await runStats(db, w),
      perDay: await perDay(db, w),
      busiestProcesses: await busiest(db, w, 'process'),
      busiestRobots: await busiest(db, w, 'robot'),
    };
    return body;
  });

  route(api, dashboardsApi.owner, async (req, range) => {
    const scope = ownerScope(req.requireSession().userId);
    const { resolved, w } = windowOf(range, scope);
    const [mine] = await db
      .select({
        total: count(),
        published: sql<number>`count(*) filter (where ${isNotNull(processes.releasedVersionId)})::int`,
      })
      .from(processes)
      .where(scope);
    const awaiting = await db
      .select({
        processId: processes.id,
        processName: processes.name,
        versionId: versions.id,
        versionNumber: versions.number,
        developerName: sql<string>`coalesce(${users.realName}, '')`,
        submittedAt: versions.submittedAt,
        createdAt: versions.createdAt,
      })
      .from(versions)
      .innerJoin(processes, eq(processes.id, versions.processId))
      .leftJoin(users, eq(users.id, versions.developerId))
      .where(and(scope, eq(versions.status, ProcessStatus.PRE_RELEASE), eq(versions.active, true)))
      .orderBy(asc(versions.submittedAt), asc(versions.id))
      .limit(50);
    const body: OwnerDashboard = {
      range: resolved,
      processes: {
        total: Number(mine?.total ?? 0),
        published: Number(mine?.published ?? 0),
        awaitingAudit: awaiting.length,
      },
      awaiting: awaiting.map((a) => ({
        processId: a.processId,
        processName: a.processName,
        versionId: a.versionId,
        versionNumber: a.versionNumber,
        developerName: a.developerName,
        submittedAt: (a.submittedAt ?? a.createdAt).toISOString(),
      })),
      runs: await runStats(db, w),
      perDay: await perDay(db, w),
      abnormalTasks: await latestTasks(db, scope, { abnormal: true }),
    };
    return body;
  });

  route(api, dashboardsApi.user, async (req, range) => {
    const me = req.requireSession().userId;
    const scope = userScope(me);
    const { resolved, w } = windowOf(range, scope);
    const [assigned] = await db.select({ n: count() }).from(processes).where(scope);
    const mine = await db
      .select({
        id: robots.id,
        robotsNo: robots.robotsNo,
        alias: robots.alias,
        runState: robots.runState,
        lastOnlineAt: robots.lastOnlineAt,
      })
      .from(robots)
      .where(and(eq(robots.userId, me), eq(robots.bound, true)))
      .orderBy(asc(robots.robotsNo));
    const ranked = await busiest(db, w, 'process', 10);
    const body: UserDashboard = {
      range: resolved,
      live: await latestTasks(db, scope, { live: true, limit: 50 }),
      robots: mine.map((r) => ({ ...r, lastOnlineAt: r.lastOnlineAt?.toISOString() ?? null })),
      processes: { assigned: Number(assigned?.n ?? 0), ranInRange: ranked.length },
      runs: await runStats(db, w),
      perDay: await perDay(db, w),
      busiestProcesses: ranked,
    };
    return body;
  });

  async function report(req: FastifyRequest, q: ReportQuery): Promise<Report> {
    // Runs with a business value (a field and what it holds) are counted from the runs themselves:
    // the run counts by day keep no business values.
    const byField = q.fieldId && q.fieldValue ? fieldValueCondition(tasks.id, q.fieldId, q.fieldValue) : null;
    const scope = await taskScope(req);
    const { resolved, w } = byField
      ? windowOf(q, and(scope, byField) as SQL, null)
      : windowOf(q, scope, rollupScope(req));
    const groupBy = q.groupBy ?? 'process';
    return { range: resolved, groupBy, rows: await reportRows(db, w, groupBy) };
  }

  route(api, dashboardsApi.report, async (req, q) => report(req, q));

  route(api, dashboardsApi.exportReport, async (req, q, reply) => {
    const r = await report(req, q);
    return reportExport(r.groupBy).send(reply, req.lang, r.rows, q.format);
  });
}
