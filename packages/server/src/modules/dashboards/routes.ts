import {
  dashboardsApi,
  Identity,
  type Lang,
  type ManagerDashboard,
  type OwnerDashboard,
  ProcessStatus,
  type Report,
  type ReportRow,
  type UserDashboard,
} from '@rpa/contracts';
import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { route } from '../../platform/http/route';
import { type Column, sendExport, workbook } from '../../platform/xlsx';
import { platformLicence } from '../licences';
import { developerScope, ownerScope, processes, userScope, versions } from '../processes';
import { robots } from '../robots';
import { taskScope, tasks } from '../tasks';
import { users } from '../users';
import { busiest, latestTasks, perDay, reportRows, runStats } from './figures';
import { resolveRange } from './range';
import { taskDaily } from './schema';

type ReportQuery = z.output<typeof dashboardsApi.report.input>;

/** The report scope on the daily counts; none for users, whose records are the runs they started. */
async function rollupScope(req: FastifyRequest): Promise<SQL | null> {
  const s = req.requireSession();
  switch (s.curIden) {
    case Identity.MANAGER: {
      const scope = await req.managedDepartments();
      return inArray(taskDaily.departmentId, scope.length ? scope : [-1]);
    }
    case Identity.DEVELOPER:
      return developerScope(await req.managedDepartments(), s.userId);
    case Identity.OWNER:
      return ownerScope(s.userId);
    default:
      return null;
  }
}

const bi = (lang: Lang, zh: string, en: string) => (lang === 'zh_CN' ? zh : en);

/**
 * Dashboards and the report center (docs/api.md "Dashboards and reports").
 * Every figure is scoped as the caller's task lists are.
 */
export async function dashboardRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const tz = api.config.timezone;

  route(api, dashboardsApi.manager, async (req, range) => {
    const { from, to, resolved } = resolveRange(range, new Date(), tz);
    const managed = await req.managedDepartments();
    const departmentsSeen = managed.length ? managed : [-1];
    const scope = inArray(tasks.departmentId, departmentsSeen);
    const w = { scope, rollupScope: inArray(taskDaily.departmentId, departmentsSeen), from, to, tz };
    const fleet = await db
      .select({ state: robots.runState, n: count() })
      .from(robots)
      .where(and(eq(robots.bound, true), inArray(robots.departmentId, departmentsSeen)))
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
    const { from, to, resolved } = resolveRange(range, new Date(), tz);
    const me = req.requireSession().userId;
    const scope = ownerScope(me);
    const w = { scope, rollupScope: scope, from, to, tz };
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
    const { from, to, resolved } = resolveRange(range, new Date(), tz);
    const me = req.requireSession().userId;
    const scope = userScope(me);
    const w = { scope, rollupScope: scope, from, to, tz };
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
    const { from, to, resolved } = resolveRange(q, new Date(), tz);
    const groupBy = q.groupBy ?? 'process';
    const rows = await reportRows(
      db,
      { scope: await taskScope(req), rollupScope: await rollupScope(req), from, to, tz },
      groupBy,
    );
    return { range: resolved, groupBy, rows };
  }

  route(api, dashboardsApi.report, async (req, q) => report(req, q));

  route(api, dashboardsApi.exportReport, async (req, q, reply) => {
    const r = await report(req, q);
    const l = req.lang;
    const groupHeader: Record<Report['groupBy'], string> = {
      process: bi(l, '流程', 'Process'),
      robot: bi(l, '机器人', 'Robot'),
      department: bi(l, '部门', 'Department'),
      day: bi(l, '日期', 'Day'),
    };
    const columns: Column[] = [
      { header: groupHeader[r.groupBy], key: 'name', width: 28 },
      { header: bi(l, '运行次数', 'Runs'), key: 'total', width: 12 },
      { header: bi(l, '成功', 'Succeeded'), key: 'success', width: 12 },
      { header: bi(l, '异常', 'Abnormal'), key: 'abnormal', width: 12 },
      { header: bi(l, '已取消', 'Cancelled'), key: 'cancelled', width: 12 },
      { header: bi(l, '成功率', 'Success rate'), key: 'rate', width: 14 },
      { header: bi(l, '平均运行时长（秒）', 'Average run (s)'), key: 'avgSeconds', width: 18 },
    ];
    const rows = r.rows.map((row: ReportRow) => ({
      ...row,
      name: row.name || bi(l, '（未分配机器人）', '(no robot)'),
      rate: row.successRate === null ? '' : `${(row.successRate * 100).toFixed(1)}%`,
      avgSeconds: row.avgSeconds ?? '',
    }));
    const book = await workbook(bi(l, '运行报表', 'Run report'), columns, rows);
    return sendExport(reply, book, `run-report-${r.groupBy}-${Date.now()}`, q.format);
  });
}
