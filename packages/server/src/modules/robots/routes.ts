import {
  Code,
  MAX_RECORDS,
  type RobotCategoryValue,
  type RobotRecordAction,
  type RobotRecordRow,
  type RobotRunStateValue,
  robotsApi,
} from '@rpa/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { within } from '../../platform/db/conditions';
import { listPage, matchingRows, tablePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { holdsTopDepartment } from '../departments';
import { licenceRows } from '../licences';
import { logged } from '../oplog';
import { approvalRoutes } from './approval';
import { robotExport } from './export';
import { manageRobotRoutes } from './manage';
import { inScope, robotConditions, robotDetail, robotRows, withJoins } from './query';
import { sceneRoutes } from './scenes';
import { robotRecords, robots } from './schema';

const toRecordRow = (r: typeof robotRecords.$inferSelect): RobotRecordRow => ({
  id: r.id,
  at: r.at.toISOString(),
  robotId: r.robotId,
  robotsNo: r.robotsNo,
  action: r.action as RobotRecordAction,
  result: r.result as 'success' | 'fail',
  userName: r.userName,
  ip: r.ip,
  detail: r.detail,
});

/**
 * Robots (console-administration.md §3, §4, §7): list, export, detail,
 * versions, licences to choose from and operation records. Every call acts
 * on robots of the departments the caller manages; changes are in
 * ./manage.ts, scene processes in ./scenes.ts.
 */
export async function robotRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function listed(req: FastifyRequest, q: z.output<typeof robotsApi.list.input>) {
    const now = new Date();
    return { q, now, where: robotConditions(q, await req.managedDepartments(), now) };
  }

  route(api, robotsApi.list, async (req, input) => {
    const { q, now, where } = await listed(req, input);
    return listPage(db, q, matchingRows(db, robots, where, withJoins), (size, offset) =>
      robotRows(db, where, size, offset, now),
    );
  });

  // The first 10000 matching robots as a workbook, headed in the caller's language.
  route(api, robotsApi.export, logged('robots', 'export'), async (req, input, reply) => {
    const { now, where } = await listed(req, input);
    return robotExport.send(reply, req.lang, await robotRows(db, where, MAX_RECORDS, 0, now));
  });

  // Robots to pick from (designer, schedules, upgrades): the caller's departments, compact.
  route(api, robotsApi.studioList, async (req) => {
    const rows = await db
      .select({
        id: robots.id,
        robotsNo: robots.robotsNo,
        alias: robots.alias,
        hostName: robots.hostName,
        category: robots.category,
        runState: robots.runState,
        departmentId: robots.departmentId,
      })
      .from(robots)
      .where(and(inScope(await req.managedDepartments()), eq(robots.bound, true)))
      .orderBy(asc(robots.robotsNo))
      .limit(MAX_RECORDS);
    return rows.map((r) => ({
      ...r,
      category: r.category as RobotCategoryValue,
      runState: r.runState as RobotRunStateValue,
    }));
  });

  route(api, robotsApi.info, async (req, { robotsNo }) => {
    const found = await robotDetail(
      db,
      and(
        sql`lower(${robots.robotsNo}) = lower(${robotsNo})`,
        inScope(await req.managedDepartments()),
      ) as SQL,
    );
    if (!found) throw new AppError(Code.BAD_REQUEST, 'robots.notFound');
    return found;
  });

  route(api, robotsApi.detail, async (req, { id }) => {
    const found = await robotDetail(
      db,
      and(eq(robots.id, id), inScope(await req.managedDepartments())) as SQL,
    );
    if (!found) throw new AppError(Code.BAD_REQUEST, 'robots.notFound');
    return found;
  });

  // Terminal versions in use, for the list's version filter.
  route(api, robotsApi.versions, async (req) => {
    const rows = await db
      .selectDistinct({ v: robots.agentVersion })
      .from(robots)
      .where(and(inScope(await req.managedDepartments()), ne(robots.agentVersion, '')))
      .orderBy(desc(robots.agentVersion));
    return rows.map((r) => r.v);
  });

  // Licences a robot can be authorised on: valid robot licences with seats left.
  route(api, robotsApi.licences, async (_req, q) => {
    const rows = await licenceRows(db, { status: 'valid', category: q.category, agentType: q.agentType });
    return rows
      .filter((r) => r.category !== 'designer' && r.remaining > 0)
      .map((r) => ({
        licSn: r.licSn,
        category: r.category,
        agentType: r.agentType,
        type: r.type,
        number: r.number,
        remaining: r.remaining,
        dueAt: r.dueAt,
      }));
  });

  route(api, robotsApi.records, async (req, q) => {
    const scope = await req.managedDepartments();
    // Refusals of robots that never registered belong to no department: managers of a root see them.
    const visible = (await holdsTopDepartment(db, scope))
      ? or(inArray(robotRecords.departmentId, scope), isNull(robotRecords.departmentId))
      : within(robotRecords.departmentId, scope);
    const where = and(
      visible,
      q.robotId ? eq(robotRecords.robotId, q.robotId) : undefined,
      q.robotsNo ? sql`lower(${robotRecords.robotsNo}) = lower(${q.robotsNo})` : undefined,
      q.action ? eq(robotRecords.action, q.action) : undefined,
      q.result ? eq(robotRecords.result, q.result) : undefined,
      q.start ? gte(robotRecords.at, new Date(q.start)) : undefined,
      q.end ? lt(robotRecords.at, new Date(q.end)) : undefined,
    );
    return tablePage(db, q, robotRecords, where, [desc(robotRecords.id)], toRecordRow);
  });

  await api.register(manageRobotRoutes);
  await api.register(sceneRoutes);
  await api.register(approvalRoutes);
}
