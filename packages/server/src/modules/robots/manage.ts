import {
  Code,
  clientPassword,
  LICENCE_CATEGORY_LABELS,
  LicenceCode,
  type RobotBatchResult,
  type RobotCategoryValue,
  type RobotRecordAction,
  robotsApi,
} from '@rpa/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rsaDecrypt } from '../../platform/crypto';
import { hashPassword } from '../../platform/crypto/password';
import { inRows } from '../../platform/db/conditions';
import { namedRows } from '../../platform/db/rows';
import { AppError, t } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { ipOf } from '../auth';
import { departments } from '../departments';
import { licences } from '../licences';
import { described, logged } from '../oplog';
import { inScope } from './query';
import { type RobotRecord, writeRobotRecords } from './records';
import { OFFLINE } from './run-state';
import { robots } from './schema';

type Robot = typeof robots.$inferSelect;

/** The state a robot leaves behind when it stops being connected. */
const disconnected = { ...OFFLINE, connectionId: null, tokenHash: null };

/**
 * Changes to robots (console-administration.md §4, §5, §7): alias and
 * resolution, client password, unbind, delete, licence and department
 * transfer. Each call acts only on robots of the caller's departments and
 * writes a robot operation record per robot besides the operation log.
 */
export async function manageRobotRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  /** The robots named, all of them in the caller's departments, or "not found". */
  async function scoped(req: FastifyRequest, ids: number[]): Promise<Robot[]> {
    return namedRows(db, robots, ids, inScope(await req.managedDepartments()), 'robots.notFound');
  }

  function records(
    req: FastifyRequest,
    rows: Robot[],
    action: RobotRecordAction,
    detail = '',
  ): RobotRecord[] {
    return rows.map((r) => ({
      robotId: r.id,
      robotsNo: r.robotsNo,
      departmentId: r.departmentId,
      action,
      result: 'success',
      userName: req.session?.account ?? '',
      ip: ipOf(req),
      detail,
    }));
  }

  route(
    api,
    robotsApi.modify,
    logged('robots', 'modify', described('modifyRobot', { id: 'id' })),
    async (req, input) => {
      const [robot] = await scoped(req, [input.id]);
      const changes = {
        ...(input.alias !== undefined ? { alias: input.alias } : {}),
        ...(input.resolution !== undefined ? { resolution: input.resolution } : {}),
      };
      if (robot && Object.keys(changes).length) {
        await db.update(robots).set(changes).where(eq(robots.id, robot.id));
        await writeRobotRecords(db, records(req, [robot], 'modify', JSON.stringify(changes)));
      }
      return { id: input.id, ...changes };
    },
  );

  // A manager-bound robot's client password; the robot uses it at its next hello.
  route(
    api,
    robotsApi.password,
    logged('robots', 'modify', described('setRobotPassword', { ids: 'ids' })),
    async (req, input) => {
      const plain = rsaDecrypt(api.rsaKeys.privateKey, input.clientPwd);
      if (plain === null) throw new AppError(Code.BAD_REQUEST, 'login.passwordUnreadable');
      if (!clientPassword.safeParse(plain).success)
        throw new AppError(Code.BAD_REQUEST, 'robots.clientPwdLength');
      const rows = await scoped(req, input.ids);
      const userBound = rows.find((r) => r.bindingWay === 'user');
      if (userBound)
        throw new AppError(Code.BAD_REQUEST, 'robots.userBound', { robotsNo: userBound.robotsNo });
      await db
        .update(robots)
        .set({ clientPwdHash: await hashPassword(plain) })
        .where(inRows(robots.id, rows));
      await writeRobotRecords(db, records(req, rows, 'password'));
      return { done: rows.length, failed: 0 };
    },
  );

  /**
   * Unbind and delete: the tasks hook runs first (running tasks fail,
   * stopping ones stop), then the seat is freed and the connection closed
   * with a final refusal, so the robot stops reconnecting.
   */
  async function retire(
    req: FastifyRequest,
    ids: number[],
    action: 'unbind' | 'delete',
  ): Promise<RobotBatchResult> {
    const rows = await scoped(req, ids);
    const robotIds = rows.map((r) => r.id);
    await api.gateway.robotsRemoved(robotIds, action);
    if (action === 'unbind') {
      await db
        .update(robots)
        .set({ ...disconnected, bound: false, clientPwdHash: null })
        .where(inArray(robots.id, robotIds));
    } else {
      await db.delete(robots).where(inArray(robots.id, robotIds));
    }
    for (const id of robotIds) await api.gateway.seats.release(id);
    for (const id of robotIds) {
      if (action === 'unbind') await api.gateway.disconnect(id, 'unbound', 'gateway.unbound');
      else await api.gateway.disconnect(id, 'deleted', 'gateway.deleted');
    }
    await writeRobotRecords(db, records(req, rows, action));
    return { done: rows.length, failed: 0 };
  }

  route(
    api,
    robotsApi.unbind,
    logged('robots', 'modify', described('unbindRobots', { ids: 'ids' })),
    async (req, { ids }) => retire(req, ids, 'unbind'),
  );

  route(
    api,
    robotsApi.remove,
    logged('robots', 'delete', described('deleteRobots', { ids: 'ids' })),
    async (req, { ids }) => retire(req, ids, 'delete'),
  );

  // Authorise robots on a licence, or move their seats to it: one seat each while it has seats left.
  route(
    api,
    robotsApi.authorise,
    {
      ...logged('robots', 'modify', described('authoriseRobots', { ids: 'ids', licence: 'newLicSn' })),
      // Some robots found no seat: said beside the counts.
      message: (req, result) =>
        (result as RobotBatchResult).failed ? t(req.lang, 'licences.transferNoneAvailable') : '',
    },
    async (req, input) => {
      const rows = await scoped(req, input.ids);
      const [licence] = await db
        .select({ licSn: licences.licSn, category: licences.category })
        .from(licences)
        .where(eq(licences.licSn, input.newLicSn));
      if (!licence) throw new AppError(Code.BAD_REQUEST, 'licences.notFound');
      const other = rows.find((r) => r.category !== licence.category);
      if (other) {
        const label = (c: string) => LICENCE_CATEGORY_LABELS[c as RobotCategoryValue]?.[req.lang] ?? c;
        throw new AppError(Code.BAD_REQUEST, 'robots.categoryMismatch', {
          licSn: licence.licSn,
          licence: label(licence.category),
          robotsNo: other.robotsNo,
          robot: label(other.category),
        });
      }
      const done: Robot[] = [];
      const failed: Robot[] = [];
      for (const r of rows) {
        const seat = await api.gateway.seats.claim(r.id, r.category as RobotCategoryValue, licence.licSn);
        (seat ? done : failed).push(r);
      }
      await writeRobotRecords(db, [
        ...records(req, done, 'licence', licence.licSn),
        ...records(req, failed, 'licence', licence.licSn).map((r) => ({ ...r, result: 'fail' as const })),
      ]);
      if (done.length === 0) throw new AppError(LicenceCode.USED_UP, 'licences.transferNoneAvailable');
      return { done: done.length, failed: failed.length };
    },
  );

  route(
    api,
    robotsApi.transfer,
    logged('robots', 'modify', described('transferRobots', { ids: 'ids', code: 'orgCode' })),
    async (req, input) => {
      const [target] = await db.select().from(departments).where(eq(departments.code, input.orgCode));
      if (!target)
        throw new AppError(Code.BAD_REQUEST, 'robots.departmentNotFound', { orgCode: input.orgCode });
      if (!(await req.managedDepartments()).includes(target.id)) {
        throw new AppError(Code.BAD_REQUEST, 'robots.departmentOutOfScope');
      }
      const rows = await scoped(req, input.ids);
      await db.update(robots).set({ departmentId: target.id }).where(inRows(robots.id, rows));
      await writeRobotRecords(
        db,
        records(req, rows, 'transfer', `${target.code} ${target.name}`).map((r) => ({
          ...r,
          departmentId: target.id,
        })),
      );
      return { done: rows.length, failed: 0 };
    },
  );
}
