import {
  IDENTITIES,
  MAX_RECORDS,
  normalizePage,
  OPLOG_ACTIONS,
  OPLOG_MODULES,
  OPLOG_RESULTS,
  type OperationActionValue,
  type OplogQuery,
  type OplogRow,
  oplogApi,
  oplogDescription,
} from '@rpa/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cappedTotal, ONE, pageOf } from '../../platform/db/paging';
import { route } from '../../platform/http/route';
import { sendWorkbook } from '../../platform/xlsx';
import { departments } from '../departments';
import { IDENTITY_NAMES } from '../menus';
import { users } from '../users';
import { oplogConditions } from './query';
import { operationLogs } from './schema';

const columns = {
  id: operationLogs.id,
  at: operationLogs.at,
  userName: operationLogs.userName,
  module: operationLogs.module,
  ip: operationLogs.ip,
  identity: operationLogs.identity,
  action: operationLogs.action,
  result: operationLogs.result,
  description: operationLogs.description,
  descriptionKey: operationLogs.descriptionKey,
  descriptionParams: operationLogs.descriptionParams,
};

export async function oplogRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function where(req: FastifyRequest, q: OplogQuery) {
    const scope = await req.managedDepartments();
    const [top] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(isNull(departments.parentId), inArray(departments.id, scope.length ? scope : [-1])))
      .limit(1);
    return { q, condition: oplogConditions(q, scope, !!top) };
  }

  const base = () =>
    db.select(columns).from(operationLogs).leftJoin(users, eq(users.id, operationLogs.userId));

  route(api, oplogApi.list, async (req, input) => {
    const { q, condition } = await where(req, input);
    const { page, size, offset } = normalizePage(q);
    const counted = await cappedTotal(
      db,
      db
        .select(ONE)
        .from(operationLogs)
        .leftJoin(users, eq(users.id, operationLogs.userId))
        .where(condition)
        .$dynamic(),
    );
    const rows = await base().where(condition).orderBy(desc(operationLogs.id)).limit(size).offset(offset);
    const records = rows.map(
      ({ descriptionKey, descriptionParams, ...r }): OplogRow => ({
        ...r,
        at: r.at.toISOString(),
        action: r.action as OplogRow['action'],
        result: r.result as OplogRow['result'],
        // Written in the reader's language from the stored key; older rows as they were written.
        description: oplogDescription({ ...r, descriptionKey, descriptionParams }, req.lang),
      }),
    );
    return pageOf(records, counted, page, size);
  });

  // The newest 10000 matching rows as a workbook, headed in the caller's language.
  route(api, oplogApi.export, { oplog: { module: 'oplog', action: 'export' } }, async (req, input, reply) => {
    const { condition } = await where(req, input);
    const rows = await base().where(condition).orderBy(desc(operationLogs.id)).limit(MAX_RECORDS);
    const zh = req.lang === 'zh_CN';
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(zh ? '操作日志' : 'Operation log');
    sheet.columns = [
      { header: zh ? '操作时间' : 'Time', key: 'at', width: 22 },
      { header: zh ? '用户名' : 'User', key: 'userName', width: 18 },
      { header: zh ? '业务模块' : 'Module', key: 'module', width: 16 },
      { header: zh ? '操作 IP' : 'IP', key: 'ip', width: 18 },
      { header: zh ? '身份' : 'Identity', key: 'identity', width: 12 },
      { header: zh ? '操作类型' : 'Action', key: 'action', width: 12 },
      { header: zh ? '操作结果' : 'Result', key: 'result', width: 10 },
      { header: zh ? '操作描述' : 'Description', key: 'description', width: 48 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) {
      const module = OPLOG_MODULES[r.module as keyof typeof OPLOG_MODULES];
      const identity = IDENTITIES.find((i) => i === r.identity);
      sheet.addRow({
        ...r,
        at: r.at,
        module: module ? module[req.lang] : r.module,
        identity: identity ? IDENTITY_NAMES[identity][req.lang] : '',
        action: OPLOG_ACTIONS[r.action as OperationActionValue]?.[req.lang] ?? r.action,
        result: OPLOG_RESULTS[r.result as 'success' | 'fail']?.[req.lang] ?? r.result,
        description: oplogDescription(r, req.lang),
      });
    }
    return sendWorkbook(reply, workbook, `operation-log-${Date.now()}.xlsx`);
  });
}
