import { Code, fieldsApi, type ServiceParameterRow } from '@rpa/contracts';
import { and, asc, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRows, within } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { described, logged } from '../oplog';
import { processes } from '../processes';
import { users } from '../users';
import { serviceParameters } from './schema';

/**
 * Service parameters (menu 1805, second tab): a user's account with the
 * business system a process works in, set by managers for the users of
 * their departments. The password is sealed and never answered; a run of
 * the process started by that user receives it over the robot's socket.
 */
export async function serviceParameterRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const ofScope = async (req: FastifyRequest) => within(users.departmentId, await req.managedDepartments());
  async function rowsOf(
    where: SQL | undefined,
    limit: number,
    offset: number,
  ): Promise<ServiceParameterRow[]> {
    const rows = await db
      .select({
        p: serviceParameters,
        processName: processes.name,
        account: users.account,
        realName: users.realName,
      })
      .from(serviceParameters)
      .innerJoin(users, eq(users.id, serviceParameters.userId))
      .innerJoin(processes, eq(processes.id, serviceParameters.processId))
      .where(where)
      .orderBy(desc(serviceParameters.updatedAt), desc(serviceParameters.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ p, processName, account, realName }) => ({
      id: p.id,
      processId: p.processId,
      processName,
      userId: p.userId,
      userAccount: account,
      userName: realName,
      platformUser: p.platformUser,
      objectId: p.objectId,
      extended: p.extended,
      hasPassword: p.password !== '',
      updatedAt: p.updatedAt.toISOString(),
    }));
  }

  /** The process exists, the user is of the caller's departments, and has no parameters for it yet. */
  async function check(req: FastifyRequest, input: { processId: number; userId: number }, id?: number) {
    const [process] = await db.select().from(processes).where(eq(processes.id, input.processId));
    if (!process) throw new AppError(Code.BAD_REQUEST, 'fields.processMissing');
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, input.userId), await ofScope(req)));
    if (!user) throw new AppError(Code.BAD_REQUEST, 'service.userMissing');
    const [taken] = await db
      .select({ id: serviceParameters.id })
      .from(serviceParameters)
      .where(
        and(
          eq(serviceParameters.processId, input.processId),
          eq(serviceParameters.userId, input.userId),
          id ? ne(serviceParameters.id, id) : undefined,
        ),
      );
    if (taken)
      throw new AppError(Code.CONFLICT, 'service.taken', { user: user.account, process: process.name });
  }

  /** Service parameters of users of the caller's departments, by id. */
  async function scoped(req: FastifyRequest, ids: number[]) {
    const inScope = await db
      .select({ id: serviceParameters.id })
      .from(serviceParameters)
      .innerJoin(users, eq(users.id, serviceParameters.userId))
      .where(await ofScope(req));
    return namedRows(db, serviceParameters, ids, inRows(serviceParameters.id, inScope), 'service.notFound');
  }

  route(api, fieldsApi.processChoices, async () =>
    db.select({ id: processes.id, name: processes.name }).from(processes).orderBy(asc(processes.name)),
  );

  route(api, fieldsApi.userChoices, async (req, q) => {
    const like = q.search ? `%${escapeLike(q.search)}%` : null;
    return db
      .select({ id: users.id, account: users.account, realName: users.realName })
      .from(users)
      .where(
        and(
          await ofScope(req),
          like ? or(ilike(users.account, like), ilike(users.realName, like)) : undefined,
        ),
      )
      .orderBy(asc(users.account))
      .limit(50);
  });

  route(api, fieldsApi.serviceList, async (req, q) => {
    const like = q.user ? `%${escapeLike(q.user)}%` : null;
    const where = and(
      await ofScope(req),
      q.processId ? eq(serviceParameters.processId, q.processId) : undefined,
      like ? or(ilike(users.account, like), ilike(users.realName, like)) : undefined,
    );
    return listPage(
      db,
      q,
      matchingRows(db, serviceParameters, where, (rows) =>
        rows
          .innerJoin(users, eq(users.id, serviceParameters.userId))
          .innerJoin(processes, eq(processes.id, serviceParameters.processId)),
      ),
      (size, offset) => rowsOf(where, size, offset),
    );
  });

  route(
    api,
    fieldsApi.serviceAdd,
    logged('fields', 'create', described('addServiceParameters', { user: 'userId', process: 'processId' })),
    async (req, input) => {
      await check(req, input);
      const [row] = await db
        .insert(serviceParameters)
        .values({
          processId: input.processId,
          userId: input.userId,
          platformUser: input.platformUser,
          objectId: input.objectId,
          password: api.sealer.seal(input.password),
          extended: input.extended,
        })
        .returning({ id: serviceParameters.id });
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return { id: row.id };
    },
  );

  route(
    api,
    fieldsApi.serviceModify,
    logged('fields', 'modify', described('editServiceParameters', { id: 'id' })),
    async (req, input) => {
      await scoped(req, [input.id]);
      await check(req, input, input.id);
      await db
        .update(serviceParameters)
        .set({
          processId: input.processId,
          userId: input.userId,
          platformUser: input.platformUser,
          objectId: input.objectId,
          // An empty password keeps the stored one.
          ...(input.password ? { password: api.sealer.seal(input.password) } : {}),
          extended: input.extended,
          updatedAt: new Date(),
        })
        .where(eq(serviceParameters.id, input.id));
      return { id: input.id };
    },
  );

  route(
    api,
    fieldsApi.serviceRemove,
    logged('fields', 'delete', described('deleteServiceParameters', { ids: 'ids' })),
    async (req, { ids }) => {
      const rows = await scoped(req, ids);
      await db.delete(serviceParameters).where(inRows(serviceParameters.id, rows));
      return { deleted: rows.length };
    },
  );
}
