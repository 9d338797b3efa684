import { Code, gatewayApi } from '@rpa/contracts';
import { and, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { departments } from '../modules/departments';
import { processes, versions } from '../modules/processes';
import { robotProcesses, robots } from '../modules/robots';
import { AppError } from '../platform/http/errors';
import { route } from '../platform/http/route';
import { bearerRobot } from './bearer';

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * `GET <API base>/robot/package/:sha256` with the bearer token of the
 * robot's welcome: the package of an active version the robot may run, that
 * is of a process of its department or a department above it, or bound to
 * it as a scene robot.
 */
export async function packageRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const processDepartment = alias(departments, 'process_department');

  route(api, gatewayApi.package, async (req, _input, reply) => {
    const bearer = await bearerRobot(db, req);
    const [robot] = await db
      .select({ id: robots.id, path: departments.path })
      .from(robots)
      .innerJoin(departments, eq(departments.id, robots.departmentId))
      .where(eq(robots.id, bearer.id));
    if (!robot) throw new AppError(Code.SESSION_INVALID, 'gateway.tokenInvalid');
    const sha = (req.params as { sha256: string }).sha256;
    if (!SHA256.test(sha)) throw new AppError(Code.FORBIDDEN, 'gateway.packageNotAllowed');
    const [found] = await db
      .select({ size: versions.size })
      .from(versions)
      .innerJoin(processes, eq(processes.id, versions.processId))
      .innerJoin(processDepartment, eq(processDepartment.id, processes.departmentId))
      .where(
        and(
          eq(versions.packageSha256, sha),
          eq(versions.active, true),
          sql`(${robot.path} like ${processDepartment.path} || '%' or ${exists(
            db
              .select({ one: sql`1` })
              .from(robotProcesses)
              .where(and(eq(robotProcesses.robotId, robot.id), eq(robotProcesses.processId, processes.id))),
          )})`,
        ),
      )
      .limit(1);
    if (!found) throw new AppError(Code.FORBIDDEN, 'gateway.packageNotAllowed');
    if (!(await api.files.has(sha))) throw new AppError(Code.SERVER_ERROR, 'packages.fileMissing');
    return reply
      .type('application/zip')
      .header('content-length', found.size)
      .send(await api.files.get(sha));
  });
}
