import { MAX_RECORDS, type OplogQuery, type OplogRow, oplogApi, oplogDescription } from '@rpa/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPage, matchingRows } from '../../platform/db/paging';
import { route } from '../../platform/http/route';
import { holdsTopDepartment } from '../departments';
import { users } from '../users';
import { oplogExport } from './export';
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
    return { q, condition: oplogConditions(q, scope, await holdsTopDepartment(db, scope)) };
  }

  const base = () =>
    db.select(columns).from(operationLogs).leftJoin(users, eq(users.id, operationLogs.userId));

  route(api, oplogApi.list, async (req, input) => {
    const { q, condition } = await where(req, input);
    const matching = matchingRows(db, operationLogs, condition, (rows) =>
      rows.leftJoin(users, eq(users.id, operationLogs.userId)),
    );
    return listPage(db, q, matching, async (limit, offset) =>
      (await base().where(condition).orderBy(desc(operationLogs.id)).limit(limit).offset(offset)).map(
        ({ descriptionKey, descriptionParams, ...r }): OplogRow => ({
          ...r,
          at: r.at.toISOString(),
          action: r.action as OplogRow['action'],
          result: r.result as OplogRow['result'],
          // Written in the reader's language from the stored key; older rows as they were written.
          description: oplogDescription({ ...r, descriptionKey, descriptionParams }, req.lang),
        }),
      ),
    );
  });

  // The newest 10000 matching rows as a workbook, headed in the caller's language.
  route(api, oplogApi.export, { oplog: { module: 'oplog', action: 'export' } }, async (req, input, reply) => {
    const { condition } = await where(req, input);
    const rows = await base().where(condition).orderBy(desc(operationLogs.id)).limit(MAX_RECORDS);
    return oplogExport.send(reply, req.lang, rows);
  });
}
