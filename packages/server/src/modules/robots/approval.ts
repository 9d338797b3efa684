import {
  MAX_RECORDS,
  type RobotCategoryValue,
  type RobotRequestRow,
  type RobotRequestState,
  robotsApi,
} from '@rpa/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRows, within } from '../../platform/db/conditions';
import { namedRows } from '../../platform/db/rows';
import { route } from '../../platform/http/route';
import { ipOf } from '../auth';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { writeRobotRecords } from './records';
import { robotRequests, robots } from './schema';

type Request = typeof robotRequests.$inferSelect;

/**
 * Robots waiting for approval (docs/robot-protocol.md, "Authentication and
 * registration"): listed to managers of their department, who approve them
 * (they become robots, offline until their next hello) or reject them.
 */
export async function approvalRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const inScope = (scope: number[]) => within(robotRequests.departmentId, scope);

  async function scoped(req: FastifyRequest, ids: number[]): Promise<Request[]> {
    return namedRows(
      db,
      robotRequests,
      ids,
      inScope(await req.managedDepartments()),
      'robots.requestNotFound',
    );
  }

  const record = (req: FastifyRequest, r: Request, action: 'approve' | 'reject', robotId: number | null) => ({
    robotId,
    robotsNo: r.robotsNo,
    departmentId: r.departmentId,
    action,
    result: 'success' as const,
    userName: req.session?.account ?? '',
    ip: ipOf(req),
    detail: `${r.hostName} ${r.ip}`.trim(),
  });

  route(api, robotsApi.requests, async (req) => {
    const rows = await db
      .select({ r: robotRequests, departmentName: departments.name })
      .from(robotRequests)
      .innerJoin(departments, eq(departments.id, robotRequests.departmentId))
      .where(inScope(await req.managedDepartments()))
      .orderBy(sql`${robotRequests.state} <> 'pending'`, asc(robotRequests.id))
      .limit(MAX_RECORDS);
    return rows.map(
      ({ r, departmentName }): RobotRequestRow => ({
        id: r.id,
        robotsNo: r.robotsNo,
        category: r.category as RobotCategoryValue,
        departmentId: r.departmentId,
        departmentName,
        hostName: r.hostName,
        osUser: r.osUser,
        os: r.os,
        address: r.address,
        agentVersion: r.agentVersion,
        ip: r.ip,
        state: r.state as RobotRequestState,
        attempts: r.attempts,
        firstSeenAt: r.firstSeenAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        decidedBy: r.decidedBy,
      }),
    );
  });

  /** A decision on the named requests of the caller's departments, logged, answered with their count. */
  function decide(
    contract: typeof robotsApi.approve | typeof robotsApi.reject,
    key: 'approveRobots' | 'rejectRobots',
    apply: (req: FastifyRequest, rows: Request[]) => Promise<void>,
  ) {
    route(api, contract, logged('robots', 'modify', described(key, { ids: 'ids' })), async (req, { ids }) => {
      const rows = await scoped(req, ids);
      await apply(req, rows);
      return { done: rows.length, failed: 0 };
    });
  }

  // Approved: a manager-bound robot with the client password it asked with; its next hello is welcomed.
  decide(robotsApi.approve, 'approveRobots', async (req, rows) => {
    for (const r of rows) {
      const robotId = await db.transaction(async (tx) => {
        const fields = {
          bindingWay: 'manager',
          userId: null,
          clientPwdHash: r.clientPwdHash,
          departmentId: r.departmentId,
          category: r.category,
          bound: true,
        };
        const [known] = await tx
          .select({ id: robots.id, bound: robots.bound })
          .from(robots)
          .where(sql`lower(${robots.robotsNo}) = lower(${r.robotsNo})`);
        await tx.delete(robotRequests).where(eq(robotRequests.id, r.id));
        // Registered meanwhile (a machine key): that registration stands.
        if (known?.bound) return known.id;
        const [row] = known
          ? await tx.update(robots).set(fields).where(eq(robots.id, known.id)).returning({ id: robots.id })
          : await tx
              .insert(robots)
              .values({
                ...fields,
                robotsNo: r.robotsNo,
                hostName: r.hostName,
                osUser: r.osUser,
                os: r.os,
                address: r.address,
                agentVersion: r.agentVersion,
              })
              .returning({ id: robots.id });
        return row?.id ?? null;
      });
      await writeRobotRecords(db, [record(req, r, 'approve', robotId)]);
    }
  });

  // Rejected: kept, so the robot's hellos are refused for good (it stops reconnecting).
  decide(robotsApi.reject, 'rejectRobots', async (req, rows) => {
    await db
      .update(robotRequests)
      .set({ state: 'rejected', decidedBy: req.session?.account ?? '' })
      .where(inRows(robotRequests.id, rows));
    await writeRobotRecords(
      db,
      rows.map((r) => record(req, r, 'reject', null)),
    );
  });
}
