import { Code, taskDataApi, type taskDataFields } from '@rpa/contracts';
import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { inRows } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { described, logged } from '../oplog';
import { allowedRobotIds } from '../robots';
import { liveItems, releaseOrphans } from './items';
import { taskDataItems, taskDataSpaces } from './schema';
import { inScope, scopedSpaces } from './scope';
import { spaceRow, spaceRows } from './space-rows';

/** The spaces: list, detail, add, edit and delete. */
export function spaceRoutes(api: FastifyInstance): void {
  const db = api.database.db;
  const scoped = (req: FastifyRequest, ids: number[]) => scopedSpaces(db, req, ids);

  /** The space's stored fields, once the department is the caller's, the name free, the robots of the department. */
  async function stored(req: FastifyRequest, input: z.output<typeof taskDataFields>, id?: number) {
    if (!(await req.managedDepartments()).includes(input.departmentId)) {
      throw new AppError(Code.BAD_REQUEST, 'taskData.departmentOutOfScope');
    }
    const [taken] = await db
      .select({ id: taskDataSpaces.id })
      .from(taskDataSpaces)
      .where(
        and(
          sql`lower(${taskDataSpaces.name}) = lower(${input.name})`,
          id ? ne(taskDataSpaces.id, id) : undefined,
        ),
      );
    if (taken) throw new AppError(Code.CONFLICT, 'taskData.nameTaken', { name: input.name });
    const robotIds = await allowedRobotIds(
      db,
      input.departmentId,
      input.robotIds,
      'taskData.robotsOutsideDepartment',
    );
    const { name, maxItems, maxAttempts, slaMinutes, description, departmentId } = input;
    return { name, maxItems, maxAttempts, slaMinutes, description, departmentId, robotIds };
  }

  route(api, taskDataApi.list, async (req, q) => {
    const where = and(
      inScope(await req.managedDepartments()),
      q.name ? ilike(taskDataSpaces.name, `%${escapeLike(q.name)}%`) : undefined,
      q.departmentId ? eq(taskDataSpaces.departmentId, q.departmentId) : undefined,
    );
    return listPage(db, q, matchingRows(db, taskDataSpaces, where), (size, offset) =>
      spaceRows(db, where, size, offset),
    );
  });

  route(api, taskDataApi.detail, async (req, { id }) => {
    await scoped(req, [id]);
    return spaceRow(db, id);
  });

  route(
    api,
    taskDataApi.add,
    logged('taskData', 'create', described('addTaskData', { name: 'name' })),
    async (req, input) => {
      const [row] = await db
        .insert(taskDataSpaces)
        .values({ ...(await stored(req, input)), createdBy: req.session?.account ?? '' })
        .returning({ id: taskDataSpaces.id });
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return spaceRow(db, row.id);
    },
  );

  route(
    api,
    taskDataApi.modify,
    logged('taskData', 'modify', described('editTaskData', { id: 'id', name: 'name' })),
    async (req, input) => {
      await scoped(req, [input.id]);
      const fields = await stored(req, input, input.id);
      const count = await liveItems(db, input.id);
      if (input.maxItems < count)
        throw new AppError(Code.BAD_REQUEST, 'taskData.maxItemsBelowCount', { count });
      await db
        .update(taskDataSpaces)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(taskDataSpaces.id, input.id));
      return spaceRow(db, input.id);
    },
  );

  route(
    api,
    taskDataApi.remove,
    logged('taskData', 'delete', described('deleteTaskData', { ids: 'ids' })),
    async (req, { ids }) => {
      const rows = await scoped(req, ids);
      for (const r of rows) await releaseOrphans(db, api.config.appLang, r.id);
      return db.transaction(async (tx) => {
        // Locked so no robot takes an item of them meanwhile (item.next locks the space too).
        await tx
          .select({ id: taskDataSpaces.id })
          .from(taskDataSpaces)
          .where(inRows(taskDataSpaces.id, rows))
          .for('update');
        const [busy] = await tx
          .select({ spaceId: taskDataItems.spaceId })
          .from(taskDataItems)
          .where(
            and(
              inRows(
                taskDataItems.spaceId,
                rows.map((r) => ({ id: r.id })),
              ),
              eq(taskDataItems.state, 'running'),
            ),
          )
          .limit(1);
        if (busy) {
          const name = rows.find((r) => r.id === busy.spaceId)?.name ?? '';
          throw new AppError(Code.BAD_REQUEST, 'taskData.itemsRunning', { name });
        }
        await tx.delete(taskDataSpaces).where(inRows(taskDataSpaces.id, rows));
        return { deleted: rows.length };
      });
    },
  );
}
