import { Code, FACTORY_RUN_KEYS, type IdentityId } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { departments } from '../departments';
import { idle } from './pool';

/**
 * A run in the robot factory (PLATFORM_TYPE=factory, console-core.md §6, §8):
 * only holders of the factory-run permission may start one, and only when the
 * shared pool has an idle robot that can take it now; otherwise nothing is
 * created and the caller is told why.
 */
export async function assertFactoryRun(
  req: FastifyRequest,
  db: Db,
  process: { id: number; departmentId: number },
  robotIds: number[],
): Promise<void> {
  const identity = req.requireSession().curIden as IdentityId;
  if (!(await req.grants()).has(FACTORY_RUN_KEYS[identity])) {
    throw new AppError(Code.FORBIDDEN, 'tasks.factoryForbidden');
  }
  const [department] = await db
    .select({ path: departments.path })
    .from(departments)
    .where(eq(departments.id, process.departmentId));
  const task = { processId: process.id, departmentPath: department?.path ?? '', candidates: robotIds };
  const [free] = await idle(db, task, [], true).limit(1);
  if (!free) throw new AppError(Code.CONFLICT, 'tasks.factoryNoIdleRobot');
}
