import { Code, type HousekeeperRow, housekeeperAlias, housekeepersApi } from '@rpa/contracts';
import { and, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRows, within } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { safeParseIn } from '../../platform/http/validate';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { robots, inScope as robotsInScope } from '../robots';
import { housekeepers } from './schema';

const inScope = (scope: number[]) => within(housekeepers.departmentId, scope);

/**
 * Housekeepers, the desktop stewards of robot machines
 * (console-administration.md §3, §5, §7): list, rename, delete, and save,
 * which registers a steward or reports its state and the robots it manages.
 * A robot whose machine has a steward of the same name is linked to it when
 * it connects. Scoped to the caller's departments like every list.
 */
export async function housekeeperRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function scoped(req: FastifyRequest, ids: number[]) {
    return namedRows(db, housekeepers, ids, inScope(await req.managedDepartments()), 'housekeepers.notFound');
  }

  async function rowsOf(
    where: ReturnType<typeof and>,
    limit: number,
    offset: number,
  ): Promise<HousekeeperRow[]> {
    const rows = await db
      .select({ h: housekeepers, departmentName: departments.name })
      .from(housekeepers)
      .innerJoin(departments, eq(departments.id, housekeepers.departmentId))
      .where(where)
      .orderBy(desc(housekeepers.refreshedAt), housekeepers.id)
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.h.id);
    const managed = ids.length
      ? await db
          .select({ id: robots.id, hk: robots.housekeeperId })
          .from(robots)
          .where(inArray(robots.housekeeperId, ids))
      : [];
    return rows.map(({ h, departmentName }) => ({
      id: h.id,
      name: h.name,
      housekeeperAlias: h.housekeeperAlias,
      ip: h.ip,
      departmentId: h.departmentId,
      departmentName,
      registeredAt: h.registeredAt.toISOString(),
      refreshedAt: h.refreshedAt.toISOString(),
      connection: h.connected ? 'connected' : 'notConnected',
      version: h.version,
      desktops: h.desktops,
      robotIds: managed.filter((m) => m.hk === h.id).map((m) => m.id),
    }));
  }

  route(api, housekeepersApi.list, async (req, q) => {
    const like = q.name ? `%${escapeLike(q.name)}%` : '';
    const where = and(
      inScope(await req.managedDepartments()),
      q.name ? or(ilike(housekeepers.name, like), ilike(housekeepers.housekeeperAlias, like)) : undefined,
      q.connection ? eq(housekeepers.connected, q.connection === 'connected') : undefined,
      q.departmentId ? eq(housekeepers.departmentId, q.departmentId) : undefined,
    );
    return listPage(db, q, matchingRows(db, housekeepers, where), (size, offset) =>
      rowsOf(where, size, offset),
    );
  });

  route(
    api,
    housekeepersApi.rename,
    logged('housekeepers', 'modify', described('renameHousekeeper', { id: 'id', alias: 'housekeeperAlias' })),
    async (req, input) => {
      await scoped(req, [input.id]);
      await db
        .update(housekeepers)
        .set({ housekeeperAlias: input.housekeeperAlias })
        .where(eq(housekeepers.id, input.id));
      return { id: input.id, housekeeperAlias: input.housekeeperAlias };
    },
  );

  route(
    api,
    housekeepersApi.remove,
    logged('housekeepers', 'delete', described('deleteHousekeepers', { ids: 'ids' })),
    async (req, { ids }) => {
      const rows = await scoped(req, ids);
      // Their robots become "not bound" (the foreign key sets it null).
      await db.delete(housekeepers).where(inRows(housekeepers.id, rows));
      return { deleted: rows.length };
    },
  );

  route(
    api,
    housekeepersApi.save,
    logged('housekeepers', 'modify', described('saveHousekeeper', { name: 'name' })),
    async (req, input) => {
      const scope = await req.managedDepartments();
      const alias = input.housekeeperAlias ?? input.name;
      if (!safeParseIn(housekeeperAlias, alias, req.lang).success) {
        throw new AppError(Code.BAD_REQUEST, 'housekeepers.aliasInvalid');
      }
      const departmentId = input.departmentId ?? req.requireSession().departmentId;
      if (!scope.includes(departmentId)) throw new AppError(Code.BAD_REQUEST, 'robots.departmentOutOfScope');
      // Known by id, or by machine name when a steward reports again.
      const [existing] = input.id
        ? await scoped(req, [input.id])
        : await db.select().from(housekeepers).where(eq(housekeepers.name, input.name));
      if (existing && !scope.includes(existing.departmentId)) {
        throw new AppError(Code.BAD_REQUEST, 'housekeepers.notFound');
      }
      const fields = {
        name: input.name,
        ip: input.ip,
        connected: input.connected,
        departmentId,
        refreshedAt: new Date(),
        ...(input.housekeeperAlias || !existing ? { housekeeperAlias: alias } : {}),
      };
      const [saved] = existing
        ? await db.update(housekeepers).set(fields).where(eq(housekeepers.id, existing.id)).returning()
        : await db
            .insert(housekeepers)
            .values({ ...fields, housekeeperAlias: alias })
            .returning();
      if (!saved) throw new AppError(Code.SERVER_ERROR, 'error.system');
      if (input.robotIds) {
        const wanted = [...new Set(input.robotIds)];
        const found = wanted.length
          ? await db
              .select({ id: robots.id })
              .from(robots)
              .where(and(inArray(robots.id, wanted), robotsInScope(scope)))
          : [];
        if (found.length !== wanted.length) throw new AppError(Code.BAD_REQUEST, 'robots.notFound');
        await db
          .update(robots)
          .set({ housekeeperId: null })
          .where(
            and(
              eq(robots.housekeeperId, saved.id),
              robotsInScope(scope),
              wanted.length ? notInArray(robots.id, wanted) : sql`true`,
            ),
          );
        if (wanted.length) {
          await db.update(robots).set({ housekeeperId: saved.id }).where(inArray(robots.id, wanted));
        }
      }
      const [row] = await rowsOf(eq(housekeepers.id, saved.id), 1, 0);
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return row;
    },
  );
}
