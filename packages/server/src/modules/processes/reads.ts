import { Code, MAX_RECORDS, ProcessStatus, type processReads } from '@rpa/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { scopedProcess } from './access';
import { processExport } from './export';
import { filterConditions, processDetail, processRows, recordRows, versionRows } from './query';
import { processes, versionRecords, versions } from './schema';

export interface ReadRouteOptions {
  /** The contracts of one identity's prefix (`processReads.dev`, ...): paths and permission keys. */
  contracts: (typeof processReads)[keyof typeof processReads];
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
  const c = o.contracts;

  route(api, c.list, async (req, q) => {
    const conditions = [await o.scope(req), ...filterConditions(q)];
    // Status 1 is exactly "a version awaits the owner" (lifecycle.ts), and it is indexed.
    if (q.audit) conditions.push(eq(processes.status, ProcessStatus.PRE_RELEASE));
    const where = and(...conditions);
    return listPage(db, q, matchingRows(db, processes, where), (size, offset) =>
      processRows(db, where, size, offset),
    );
  });

  route(api, c.export, logged('processes', 'export'), async (req, q, reply) => {
    const conditions = [await o.scope(req), ...filterConditions(q)];
    if (q.audit) conditions.push(eq(processes.status, ProcessStatus.PRE_RELEASE));
    return processExport.send(
      reply,
      req.lang,
      await processRows(db, and(...conditions), MAX_RECORDS),
      q.format,
    );
  });

  route(api, c.detail, async (req, { id }) => {
    await scopedProcess(db, id, await o.scope(req));
    const detail = await processDetail(db, id);
    if (!detail) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
    return detail;
  });

  route(api, c.versions, async (req, q) => {
    await scopedProcess(db, q.processId, await o.scope(req));
    const where = eq(versions.processId, q.processId);
    return listPage(db, q, matchingRows(db, versions, where), (size, offset) =>
      versionRows(db, where, size, offset),
    );
  });

  route(api, c.records, async (req, q) => {
    const scope = await o.scope(req);
    if (q.processId) await scopedProcess(db, q.processId, scope);
    // Without a process: the records of every process in scope (the operation-record page).
    const conditions: SQL[] = [q.processId ? eq(versionRecords.processId, q.processId) : scope];
    if (q.versionId) conditions.push(eq(versionRecords.versionId, q.versionId));
    if (q.type) conditions.push(eq(versionRecords.type, q.type));
    const where = and(...conditions);
    const matching = matchingRows(db, versionRecords, where, (rows) =>
      rows.innerJoin(processes, eq(processes.id, versionRecords.processId)),
    );
    return listPage(db, q, matching, (size, offset) => recordRows(db, where, size, offset));
  });
}
