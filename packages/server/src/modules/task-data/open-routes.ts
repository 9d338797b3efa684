import { Code, type OpenSpaceRow, openTaskDataApi } from '@rpa/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { departments } from '../departments';
import { logged } from '../oplog';
import { addItems, itemRow } from './items';
import { taskDataItems, taskDataSpaces } from './schema';
import { inScope, scopedSpaces } from './scope';

/** The open API's task data: the spaces of the application's departments, and adding items to one. */
export function openItemRoutes(api: FastifyInstance): void {
  const db = api.database.db;

  route(api, openTaskDataApi.spaces, logged('openApi', 'query'), async (req) => {
    const rows = await db
      .select({
        s: taskDataSpaces,
        departmentName: departments.name,
        liveItems: sql<number>`(select count(*)::int from ${taskDataItems} i
          where i.space_id = ${taskDataSpaces.id} and i.state <> 'deleted')`,
      })
      .from(taskDataSpaces)
      .innerJoin(departments, eq(departments.id, taskDataSpaces.departmentId))
      .where(inScope(await req.managedDepartments()))
      .orderBy(asc(taskDataSpaces.name));
    return rows.map(
      ({ s, departmentName, liveItems }): OpenSpaceRow => ({
        id: s.id,
        name: s.name,
        description: s.description,
        departmentId: s.departmentId,
        departmentName,
        maxItems: s.maxItems,
        liveItems: Number(liveItems),
      }),
    );
  });

  route(api, openTaskDataApi.addItems, logged('openApi', 'create'), async (req, { spaceId, items }) => {
    await scopedSpaces(db, req, [spaceId]);
    const references = items.map((i) => i.reference).filter((r) => r !== '');
    const twice = references.find((r, i) => references.indexOf(r) !== i);
    if (twice) throw new AppError(Code.CONFLICT, 'taskData.referenceTaken', { reference: twice });
    return { items: (await addItems(db, spaceId, items)).map(itemRow) };
  });
}
