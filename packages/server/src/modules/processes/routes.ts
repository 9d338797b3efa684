import { Code, MAX_RECORDS, processesApi, processReads } from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { described, note, scopedProcess, visibleTo } from './access';
import { developerRoutes } from './developer';
import { userProcessExport } from './export';
import { ownerRoutes } from './owner';
import { filterConditions, managerScope, userProcessDetail, userProcessRows, userScope } from './query';
import { readRoutes } from './reads';
import { deleteProcess } from './removal';
import { processes } from './schema';

/**
 * Processes and versions (console-core.md §2-§6, docs/api.md). Paths are
 * `/process/<identity>/<call>`, each under a permission of the menu
 * catalogue of that identity and inside what the caller may see.
 */
export async function processRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  await api.register(developerRoutes);
  await api.register(ownerRoutes);

  // Managers: their departments' processes, the chart and the versions (menus 1201, 1202).
  readRoutes(api, {
    contracts: processReads.manager,
    scope: async (req: FastifyRequest) => managerScope(await req.managedDepartments()),
  });

  // A manager deletes a whole process of their departments, under the developer's rule (none pending).
  route(
    api,
    processesApi.managerDelete,
    logged('processes', 'delete', described('deleteProcess', 'id')),
    async (req, { id }) => {
      const p = await scopedProcess(db, id, managerScope(await req.managedDepartments()));
      note(req, 'deleteProcess', { name: p.name, id });
      await deleteProcess(db, api.files, id);
      return null;
    },
  );

  // Users: the published processes assigned to them, with what the run dialog needs (menu 402).
  route(api, processesApi.userList, async (req, q) => {
    const where = and(userScope(req.requireSession().userId), ...filterConditions(q));
    return listPage(db, q, matchingRows(db, processes, where), (size, offset) =>
      userProcessRows(db, where, size, offset),
    );
  });

  route(api, processesApi.userExport, logged('processes', 'export'), async (req, q, reply) => {
    const where = and(userScope(req.requireSession().userId), ...filterConditions(q));
    return userProcessExport.send(reply, req.lang, await userProcessRows(db, where, MAX_RECORDS), q.format);
  });

  route(api, processesApi.userDetail, async (req, { id }) => {
    const detail = await userProcessDetail(
      db,
      and(eq(processes.id, id), userScope(req.requireSession().userId)),
    );
    if (!detail) throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
    return detail;
  });

  // The icon, for whoever sees the process under their current identity.
  route(api, processesApi.icon, async (req, { id }, reply) => {
    const p = await scopedProcess(db, id, await visibleTo(req));
    if (!p.iconSha256 || !p.iconMime || !(await api.files.has(p.iconSha256))) {
      throw new AppError(Code.BAD_REQUEST, 'processes.noIcon');
    }
    return reply
      .type(p.iconMime)
      .header('cache-control', 'private, max-age=86400')
      .header('etag', `"${p.iconSha256}"`)
      .send(await api.files.get(p.iconSha256));
  });
}
