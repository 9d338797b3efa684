import {
  BINDING_WAY_LABELS,
  Code,
  DESKTOP_STATE_LABELS,
  LICENCE_CATEGORY_LABELS,
  LICENCE_STATUS_LABELS,
  MAX_RECORDS,
  normalizePage,
  ROBOT_LICENCE_NONE,
  type RobotCategoryValue,
  type RobotRecordAction,
  type RobotRecordRow,
  type RobotRunStateValue,
  RUN_STATE_LABELS,
  robotsApi,
} from '@rpa/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { cappedTotal, ONE, pageOf } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { sendWorkbook, workbook } from '../../platform/xlsx';
import { departments } from '../departments';
import { licenceRows } from '../licences';
import { approvalRoutes } from './approval';
import { manageRobotRoutes } from './manage';
import { inScope, robotConditions, robotDetail, robotRows, withJoins } from './query';
import { sceneRoutes } from './scenes';
import { robotRecords, robots } from './schema';

const bi = (lang: string, zh: string, en: string) => (lang === 'zh_CN' ? zh : en);

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
    const { page, size, offset } = normalizePage(q);
    const counted = await cappedTotal(db, withJoins(db.select(ONE).from(robots).$dynamic()).where(where));
    return pageOf(await robotRows(db, where, size, offset, now), counted, page, size);
  });

  // The first 10000 matching robots as a workbook, headed in the caller's language.
  route(
    api,
    robotsApi.export,
    { oplog: { module: 'robots', action: 'export' } },
    async (req, input, reply) => {
      const { now, where } = await listed(req, input);
      const rows = await robotRows(db, where, MAX_RECORDS, 0, now);
      const l = req.lang;
      const book = await workbook(
        bi(l, '机器人', 'Robots'),
        [
          { header: bi(l, '机器人编号', 'Robot number'), key: 'robotsNo', width: 20 },
          { header: bi(l, '别名', 'Alias'), key: 'alias', width: 16 },
          { header: bi(l, '名称', 'Name'), key: 'name', width: 24 },
          { header: bi(l, '终端类型', 'Terminal type'), key: 'category', width: 14 },
          { header: bi(l, '绑定方式', 'Binding way'), key: 'bindingWay', width: 12 },
          { header: bi(l, '绑定用户', 'User'), key: 'account', width: 14 },
          { header: bi(l, '部门', 'Department'), key: 'departmentName', width: 18 },
          { header: bi(l, '运行状态', 'Run state'), key: 'runState', width: 10 },
          { header: bi(l, '许可状态', 'Licence state'), key: 'licenceState', width: 14 },
          { header: bi(l, '许可编号', 'Licence'), key: 'licSn', width: 22 },
          { header: bi(l, '桌面管家', 'Desktop steward'), key: 'desktopState', width: 14 },
          { header: bi(l, '终端版本', 'Terminal version'), key: 'agentVersion', width: 12 },
          { header: bi(l, '操作系统', 'OS'), key: 'os', width: 18 },
          { header: bi(l, '地址', 'Address'), key: 'address', width: 16 },
          { header: bi(l, '最后心跳', 'Last heartbeat'), key: 'lastBeatAt', width: 22 },
          { header: bi(l, '注册时间', 'Registered'), key: 'registeredAt', width: 22 },
        ],
        rows.map((r) => ({
          ...r,
          category: LICENCE_CATEGORY_LABELS[r.category][l],
          bindingWay: BINDING_WAY_LABELS[r.bindingWay][l],
          runState: RUN_STATE_LABELS[r.runState][l],
          licenceState:
            r.licenceState === 'none' ? ROBOT_LICENCE_NONE[l] : LICENCE_STATUS_LABELS[r.licenceState][l],
          licSn: r.licSn ?? '',
          desktopState: DESKTOP_STATE_LABELS[r.desktopState][l],
          lastBeatAt: r.lastBeatAt ?? '',
        })),
      );
      return sendWorkbook(reply, book, `robots-${Date.now()}.xlsx`);
    },
  );

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
    const { page, size, offset } = normalizePage(q);
    const scope = await req.managedDepartments();
    const [root] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(isNull(departments.parentId), inArray(departments.id, scope.length ? scope : [-1])))
      .limit(1);
    // Refusals of robots that never registered belong to no department: managers of a root see them.
    const visible = root
      ? or(inArray(robotRecords.departmentId, scope), isNull(robotRecords.departmentId))
      : inArray(robotRecords.departmentId, scope.length ? scope : [-1]);
    const where = and(
      visible,
      q.robotId ? eq(robotRecords.robotId, q.robotId) : undefined,
      q.robotsNo ? sql`lower(${robotRecords.robotsNo}) = lower(${q.robotsNo})` : undefined,
      q.action ? eq(robotRecords.action, q.action) : undefined,
      q.result ? eq(robotRecords.result, q.result) : undefined,
      q.start ? gte(robotRecords.at, new Date(q.start)) : undefined,
      q.end ? lt(robotRecords.at, new Date(q.end)) : undefined,
    );
    const counted = await cappedTotal(db, db.select(ONE).from(robotRecords).where(where).$dynamic());
    const rows = await db
      .select()
      .from(robotRecords)
      .where(where)
      .orderBy(desc(robotRecords.id))
      .limit(size)
      .offset(offset);
    const records: RobotRecordRow[] = rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      robotId: r.robotId,
      robotsNo: r.robotsNo,
      action: r.action as RobotRecordAction,
      result: r.result as 'success' | 'fail',
      userName: r.userName,
      ip: r.ip,
      detail: r.detail,
    }));
    return pageOf(records, counted, page, size);
  });

  await api.register(manageRobotRoutes);
  await api.register(sceneRoutes);
  await api.register(approvalRoutes);
}
