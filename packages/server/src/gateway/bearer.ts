import { Code } from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { robots } from '../modules/robots';
import type { Db } from '../platform/db';
import { AppError } from '../platform/http/errors';
import { tokenHash } from './hello';

/**
 * The bound robot whose bearer token (from its latest welcome) the request
 * carries: what the robot's HTTP calls (downloads, uploads) act for.
 */
export async function bearerRobot(db: Db, req: FastifyRequest) {
  const token = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  const [robot] = token
    ? await db
        .select({ id: robots.id, robotsNo: robots.robotsNo, departmentId: robots.departmentId })
        .from(robots)
        .where(and(eq(robots.tokenHash, tokenHash(token)), eq(robots.bound, true)))
    : [];
  if (!robot) throw new AppError(Code.SESSION_INVALID, 'gateway.tokenInvalid');
  return robot;
}
