import type {
  BindingWayValue,
  DesktopState,
  RobotCategoryValue,
  RobotDetail,
  RobotLicenceState,
  RobotRow,
  RobotRunStateValue,
  robotsApi,
  SceneProcess,
} from '@rpa/contracts';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { escapeLike } from '../../platform/db/paging';
import { departments } from '../departments';
import { housekeepers } from '../housekeepers';
import { licenceSeats, licences, statusSql } from '../licences';
import { processes, versions } from '../processes';
import { users } from '../users';
import { robotProcesses, robots } from './schema';

type ListQuery = z.output<typeof robotsApi.list.input>;

/** The status of the licence the robot's seat is on, or `none` without a seat. */
export const licenceStateSql = (now: Date) =>
  sql<RobotLicenceState>`case when ${licenceSeats.id} is null then 'none' else ${statusSql(now)} end`;

const desktopStateSql = sql<DesktopState>`case
  when ${robots.housekeeperId} is null then 'notBound'
  when ${housekeepers.connected} then 'connected'
  else 'notConnected' end`;

const columns = (now: Date) => ({
  id: robots.id,
  robotsNo: robots.robotsNo,
  alias: robots.alias,
  hostName: robots.hostName,
  osUser: robots.osUser,
  category: robots.category,
  bindingWay: robots.bindingWay,
  account: sql<string>`coalesce(${users.account}, '')`,
  departmentId: robots.departmentId,
  departmentName: departments.name,
  orgCode: departments.code,
  runState: robots.runState,
  licenceState: licenceStateSql(now),
  licSn: licenceSeats.licSn,
  desktopState: desktopStateSql,
  housekeeperId: robots.housekeeperId,
  agentVersion: robots.agentVersion,
  instanceNo: robots.instanceNo,
  os: robots.os,
  address: robots.address,
  resolution: robots.resolution,
  bound: robots.bound,
  lastBeatAt: robots.lastBeatAt,
  registeredAt: robots.registeredAt,
  runningTasks: robots.runningTasks,
  nodeId: robots.nodeId,
  housekeeperAlias: sql<string>`coalesce(${housekeepers.housekeeperAlias}, '')`,
  lastOnlineAt: robots.lastOnlineAt,
});

/**
 * Joins what the list shows of a robot's department, user, seat and
 * housekeeper. The query selects its fields explicitly, so the joins do not
 * change what it returns.
 */
export function withJoins<T extends PgSelect>(q: T): T {
  const joined = q
    .innerJoin(departments, eq(departments.id, robots.departmentId))
    .leftJoin(users, eq(users.id, robots.userId))
    .leftJoin(
      licenceSeats,
      and(eq(licenceSeats.robotId, robots.id), eq(licenceSeats.category, robots.category)),
    )
    .leftJoin(licences, eq(licences.licSn, licenceSeats.licSn))
    .leftJoin(housekeepers, eq(housekeepers.id, robots.housekeeperId));
  return joined as unknown as T;
}

export const inScope = (scope: number[]) => within(robots.departmentId, scope);

/** The list filters, always inside the departments the caller manages. */
export function robotConditions(q: ListQuery, scope: number[], now: Date): SQL | undefined {
  const like = (s: string) => `%${escapeLike(s)}%`;
  const where: Array<SQL | undefined> = [inScope(scope)];
  if (q.keyword) {
    const k = like(q.keyword);
    where.push(
      or(
        ilike(robots.robotsNo, k),
        ilike(robots.alias, k),
        ilike(robots.hostName, k),
        ilike(robots.osUser, k),
      ),
    );
  }
  if (q.robotsNo) where.push(ilike(robots.robotsNo, like(q.robotsNo)));
  if (q.name) where.push(or(ilike(robots.hostName, like(q.name)), ilike(robots.osUser, like(q.name))));
  if (q.alias) where.push(ilike(robots.alias, like(q.alias)));
  if (q.runState) where.push(eq(robots.runState, q.runState));
  if (q.departmentId) where.push(eq(robots.departmentId, q.departmentId));
  if (q.category) where.push(eq(robots.category, q.category));
  if (q.bindingWay) where.push(eq(robots.bindingWay, q.bindingWay));
  if (q.agentVersion) where.push(eq(robots.agentVersion, q.agentVersion));
  if (q.bound !== undefined) where.push(eq(robots.bound, q.bound));
  if (q.licenceState) where.push(sql`${licenceStateSql(now)} = ${q.licenceState}`);
  return and(...where);
}

const fetchRows = (db: Db, now: Date, where: SQL | undefined, limit: number, offset: number) =>
  withJoins(db.select(columns(now)).from(robots).$dynamic())
    .where(where)
    .orderBy(asc(robots.id))
    .limit(limit)
    .offset(offset);
type Raw = Awaited<ReturnType<typeof fetchRows>>[number];

function toRow(
  r: Raw,
): RobotRow & Pick<RobotDetail, 'runningTasks' | 'nodeId' | 'housekeeperAlias' | 'lastOnlineAt'> {
  return {
    ...r,
    name: r.osUser && r.hostName ? `${r.osUser}@${r.hostName}` : r.hostName,
    category: r.category as RobotCategoryValue,
    bindingWay: r.bindingWay as BindingWayValue,
    runState: r.runState as RobotRunStateValue,
    lastBeatAt: r.lastBeatAt?.toISOString() ?? null,
    registeredAt: r.registeredAt.toISOString(),
    lastOnlineAt: r.lastOnlineAt?.toISOString() ?? null,
  };
}

/** Rows of the robot list, oldest registration first. */
export async function robotRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  now = new Date(),
): Promise<RobotRow[]> {
  const rows = await fetchRows(db, now, where, limit, offset);
  return rows.map((r) => {
    const { runningTasks: _t, nodeId: _n, housekeeperAlias: _h, lastOnlineAt: _l, ...row } = toRow(r);
    return row;
  });
}

/** Processes bound to a scene robot, with their published version. */
export async function sceneProcesses(db: Db, robotId: number): Promise<SceneProcess[]> {
  const rows = await db
    .select({
      processId: processes.id,
      name: processes.name,
      version: versions.number,
      boundAt: robotProcesses.boundAt,
    })
    .from(robotProcesses)
    .innerJoin(processes, eq(processes.id, robotProcesses.processId))
    .leftJoin(versions, eq(versions.id, processes.releasedVersionId))
    .where(eq(robotProcesses.robotId, robotId))
    .orderBy(asc(processes.name));
  return rows.map((r) => ({ ...r, boundAt: r.boundAt.toISOString() }));
}

/** One robot of the caller's departments, in full; null when there is none (or it is outside them). */
export async function robotDetail(db: Db, where: SQL, now = new Date()): Promise<RobotDetail | null> {
  const [r] = await fetchRows(db, now, where, 1, 0);
  if (!r) return null;
  // Its display as its steward last reported it: read for the detail only, not for every list row.
  const [steward] = r.housekeeperId
    ? await db
        .select({ desktops: housekeepers.desktops })
        .from(housekeepers)
        .where(eq(housekeepers.id, r.housekeeperId))
    : [];
  const desktop = steward?.desktops.find((d) => d.robotsNo === r.robotsNo) ?? null;
  return { ...toRow(r), desktop, processes: await sceneProcesses(db, r.id) };
}
