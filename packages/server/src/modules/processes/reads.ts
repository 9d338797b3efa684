import { Code, normalizePage, ok, ProcessStatus } from '@rpa/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cappedTotal, ONE, pageOf } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { sendExport } from '../../platform/xlsx';
import { scopedProcess } from './access';
import { EXPORT_LIMIT, exportSchema, processBook } from './export';
import { filterConditions, processDetail, processRows, recordRows, versionRows } from './query';
import { idQuerySchema, ownerListSchema, recordListSchema, versionListSchema } from './rules';
import { processes, versionRecords, versions } from './schema';

export interface ReadRouteOptions {
  /** Path prefix, e.g. `/process/dev`. */
  prefix: string;
  /** Permission keys of the list, its export button, the detail and the version pages. */
  permissions: { list: string; export: string; detail: string; versions: string };
  /** The processes the caller sees. */
  scope(req: FastifyRequest): Promise<SQL>;
}

/**
 * The read calls every identity but the user has, each inside the caller's
 * scope: the process list (with the owner's audit filter) and its export,
 * the detail, the version list and the version records.
 */
export function readRoutes(api: FastifyInstance, o: ReadRouteOptions): void {
  const db = api.database.db;

  api.post(`${o.prefix}/list`, { config: { permission: o.permissions.list } }, async (req) => {
    const q = parse(ownerListSchema, req.body, req.lang);
    const { page, size, offset } = normalizePage(q);
    const conditions = [await o.scope(req), ...filterConditions(q)];
    // Status 1 is exactly "a version awaits the owner" (lifecycle.ts), and it is indexed.
    if (q.audit) conditions.push(eq(processes.status, ProcessStatus.PRE_RELEASE));
    const where = and(...conditions);
    const counted = await cappedTotal(db, db.select(ONE).from(processes).where(where).$dynamic());
    return ok(pageOf(await processRows(db, where, size, offset), counted, page, size));
  });

  api.post(
    `${o.prefix}/export`,
    { config: { permission: o.permissions.export, oplog: { module: 'processes', action: 'export' } } },
    async (req, reply) => {
      const q = parse(exportSchema, req.body, req.lang);
      const conditions = [await o.scope(req), ...filterConditions(q)];
      if (q.audit) conditions.push(eq(processes.status, ProcessStatus.PRE_RELEASE));
      const rows = await processRows(db, and(...conditions), EXPORT_LIMIT);
      return sendExport(reply, await processBook(req.lang, rows), `processes-${Date.now()}`, q.format);
    },
  );

  api.get(`${o.prefix}/detail`, { config: { permission: o.permissions.detail } }, async (req) => {
    const { id } = parse(idQuerySchema, req.query, req.lang);
    await scopedProcess(db, id, await o.scope(req));
    const detail = await processDetail(db, id);
    if (!detail) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
    return ok(detail);
  });

  api.post(`${o.prefix}/versions`, { config: { permission: o.permissions.versions } }, async (req) => {
    const q = parse(versionListSchema, req.body, req.lang);
    await scopedProcess(db, q.processId, await o.scope(req));
    const { page, size, offset } = normalizePage(q);
    const where = eq(versions.processId, q.processId);
    const counted = await cappedTotal(db, db.select(ONE).from(versions).where(where).$dynamic());
    return ok(pageOf(await versionRows(db, where, size, offset), counted, page, size));
  });

  api.post(`${o.prefix}/records`, { config: { permission: o.permissions.versions } }, async (req) => {
    const q = parse(recordListSchema, req.body, req.lang);
    const scope = await o.scope(req);
    if (q.processId) await scopedProcess(db, q.processId, scope);
    const { page, size, offset } = normalizePage(q);
    // Without a process: the records of every process in scope (the operation-record page).
    const conditions: SQL[] = [q.processId ? eq(versionRecords.processId, q.processId) : scope];
    if (q.versionId) conditions.push(eq(versionRecords.versionId, q.versionId));
    if (q.type) conditions.push(eq(versionRecords.type, q.type));
    const where = and(...conditions);
    const counted = await cappedTotal(
      db,
      db
        .select(ONE)
        .from(versionRecords)
        .innerJoin(processes, eq(processes.id, versionRecords.processId))
        .where(where)
        .$dynamic(),
    );
    return ok(pageOf(await recordRows(db, where, size, offset), counted, page, size));
  });
}
