import { Code, robotsApi, type SceneProcessOption } from '@rpa/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { ipOf } from '../auth';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { managerScope, processes, versions } from '../processes';
import { inScope, sceneProcesses } from './query';
import { writeRobotRecords } from './records';
import { robotProcesses, robots } from './schema';

/** Published processes of the caller's departments: what a scene robot may offer. */
const bindable = (scope: number[]) => and(managerScope(scope), isNotNull(processes.releasedVersionId)) as SQL;

/**
 * Scene robots (console-administration.md §2, §7): the processes bound to a
 * scene robot, which it offers its user to run, and the processes that can
 * be bound to one.
 */
export async function sceneRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function sceneRobot(req: FastifyRequest, id: number) {
    const [robot] = await db
      .select()
      .from(robots)
      .where(and(eq(robots.id, id), inScope(await req.managedDepartments())));
    if (!robot) throw new AppError(Code.BAD_REQUEST, 'robots.notFound');
    if (robot.category !== 'scene') throw new AppError(Code.BAD_REQUEST, 'robots.notScene');
    return robot;
  }

  route(api, robotsApi.sceneDetail, async (req, { id }) => {
    const robot = await sceneRobot(req, id);
    return {
      id: robot.id,
      robotsNo: robot.robotsNo,
      alias: robot.alias,
      processes: await sceneProcesses(db, robot.id),
    };
  });

  async function change(
    req: FastifyRequest,
    input: z.output<typeof robotsApi.bindProcesses.input>,
    bind: boolean,
  ) {
    const robot = await sceneRobot(req, input.id);
    const wanted = [...new Set(input.processIds)];
    const found = await db
      .select({ id: processes.id, name: processes.name })
      .from(processes)
      .where(
        and(
          inArray(processes.id, wanted),
          // Unbinding also works for a process no longer published.
          bind ? bindable(await req.managedDepartments()) : managerScope(await req.managedDepartments()),
        ),
      );
    const missing = wanted.find((id) => !found.some((p) => p.id === id));
    if (missing !== undefined)
      throw new AppError(Code.BAD_REQUEST, 'robots.processNotBindable', { id: missing });
    if (bind) {
      await db
        .insert(robotProcesses)
        .values(wanted.map((processId) => ({ robotId: robot.id, processId })))
        .onConflictDoNothing();
    } else {
      await db
        .delete(robotProcesses)
        .where(and(eq(robotProcesses.robotId, robot.id), inArray(robotProcesses.processId, wanted)));
    }
    await writeRobotRecords(db, [
      {
        robotId: robot.id,
        robotsNo: robot.robotsNo,
        departmentId: robot.departmentId,
        action: bind ? 'bindProcess' : 'unbindProcess',
        result: 'success',
        userName: req.session?.account ?? '',
        ip: ipOf(req),
        detail: found.map((p) => p.name).join(', '),
      },
    ]);
    return { id: robot.id, processes: await sceneProcesses(db, robot.id) };
  }

  const oplog = (key: 'bindSceneProcesses' | 'unbindSceneProcesses') =>
    logged('robots', 'modify', described(key, { id: 'id', processes: 'processIds' }));
  route(api, robotsApi.bindProcesses, oplog('bindSceneProcesses'), (req, input) => change(req, input, true));
  route(api, robotsApi.unbindProcesses, oplog('unbindSceneProcesses'), (req, input) =>
    change(req, input, false),
  );

  route(api, robotsApi.sceneProcesses, async (req, q) => {
    const where = and(
      bindable(await req.managedDepartments()),
      q.name ? ilike(processes.name, `%${escapeLike(q.name)}%`) : undefined,
    );
    const bound = q.id
      ? sql<boolean>`exists (select 1 from ${robotProcesses} where ${robotProcesses.robotId} = ${q.id} and ${robotProcesses.processId} = ${processes.id})`
      : sql<boolean>`false`;
    const matching = matchingRows(db, processes, where);
    return listPage<SceneProcessOption>(db, q, matching, (limit, offset) =>
      db
        .select({
          processId: processes.id,
          name: processes.name,
          version: versions.number,
          departmentName: departments.name,
          bound,
        })
        .from(processes)
        .innerJoin(departments, eq(departments.id, processes.departmentId))
        .leftJoin(versions, eq(versions.id, processes.releasedVersionId))
        .where(where)
        .orderBy(asc(processes.name))
        .limit(limit)
        .offset(offset),
    );
  });
}
