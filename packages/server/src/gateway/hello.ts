import { createHash, randomBytes } from 'node:crypto';
import {
  BINDING_WAY_LABELS,
  clientPassword,
  type Lang,
  LICENCE_CATEGORY_LABELS,
  type MessageKey,
  type RefusalReasonValue,
  type RobotMessage,
  resolutionAllowed,
} from '@rpa/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { checkUserPassword } from '../modules/auth';
import { housekeepers } from '../modules/housekeepers';
import { markRobotsOffline, reportedRunState, robots, writeRobotRecords } from '../modules/robots';
import { hashPassword, verifyPassword } from '../platform/crypto/password';
import type { Db } from '../platform/db';
import { t } from '../platform/http/errors';
import { registrationProof } from './registration';
import type { SeatKeeper } from './seats';

export type Hello = Extract<RobotMessage, { type: 'hello' }>;

export interface HelloContext {
  db: Db;
  seats: SeatKeeper;
  nodeId: string;
  lang: Lang;
  ip: string;
  /** Code of the department manager-bound robots register into; unset: the root. */
  robotDepartment: string | undefined;
  /** A robot whose last beat is older than this is not connected anywhere. */
  staleAfterMs: number;
}

export type HelloOutcome =
  | { ok: true; robotId: number; departmentId: number; connectionId: string; token: string }
  | {
      ok: false;
      reason: RefusalReasonValue;
      message: string;
      robotId: number | null;
      departmentId: number | null;
    };

type Robot = typeof robots.$inferSelect;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const clientPwdAllowed = (p: string) => clientPassword.safeParse(p).success;

/**
 * Authenticates a hello and, for a robot number not bound yet, registers it
 * (docs/robot-protocol.md, "Authentication and registration"):
 *
 * - binding way manager: the client password is the robot's own. A new
 *   robot registers with it only with proof (./registration.ts): a machine
 *   key registers it into the key's department; without one it waits for a
 *   manager's approval and is refused meanwhile. A known robot must give the
 *   password it registered with (or the one a manager set with `updatePw`).
 * - binding way user: `account` and that user's sign-in password, which is
 *   the proof; the robot joins the user's department and stays bound to that user.
 *
 * Then the robot needs a seat of its category; with none left it is refused
 * (`noLicence`) but stays registered, so a manager can authorise it later.
 */
export async function authenticate(ctx: HelloContext, hello: Hello): Promise<HelloOutcome> {
  const { db, lang } = ctx;
  const refuse = (
    reason: RefusalReasonValue,
    key: MessageKey,
    robot?: Pick<Robot, 'id' | 'departmentId'>,
    params?: Record<string, string | number>,
  ): HelloOutcome => ({
    ok: false,
    reason,
    message: t(lang, key, params),
    robotId: robot?.id || null,
    departmentId: robot?.departmentId ?? null,
  });

  const [known] = await db
    .select()
    .from(robots)
    .where(sql`lower(${robots.robotsNo}) = lower(${hello.robotsNo})`);

  // The user of a user-bound robot: account and sign-in password.
  let user: { id: number; departmentId: number } | null = null;
  if (hello.bindingWay === 'user') {
    // The login page's check: same counters and lockout; every failure looks the same to the robot.
    const check = await checkUserPassword(
      { database: { db } },
      { account: hello.account ?? '', password: hello.clientPwd, ip: ctx.ip, lang },
    );
    if (!check.ok) {
      return check.reason === 'addressLimited'
        ? refuse('password', 'login.tooManyAttempts', known, { minutes: check.minutes })
        : refuse('password', 'gateway.password', known);
    }
    user = { id: check.user.id, departmentId: check.user.departmentId };
  }

  let robot: Robot;
  if (known?.bound) {
    if (known.bindingWay !== hello.bindingWay) {
      const bound = BINDING_WAY_LABELS[known.bindingWay as 'manager' | 'user'][lang];
      return refuse('unknownRobot', 'gateway.bindingMismatch', known, { robotsNo: known.robotsNo, bound });
    }
    const passes = user
      ? known.userId === user.id
      : !!known.clientPwdHash && (await verifyPassword(known.clientPwdHash, hello.clientPwd));
    if (!passes) return refuse('password', 'gateway.password', known);
    const fresh = known.lastBeatAt && Date.now() - known.lastBeatAt.getTime() < ctx.staleAfterMs;
    if (known.runState !== 'offline' && fresh && known.hostName !== hello.machine.hostName) {
      return refuse('alreadyConnected', 'gateway.alreadyConnected', known, {
        robotsNo: known.robotsNo,
        host: known.hostName,
      });
    }
    robot = known;
  } else {
    if (!user && !clientPwdAllowed(hello.clientPwd))
      return refuse('password', 'robots.clientPwdLength', known);
    // The user's sign-in password proves a user-bound robot; a manager-bound one needs a machine key or approval.
    let proof = user ? `user ${hello.account ?? ''}` : '';
    let departmentId = user?.departmentId;
    if (!user) {
      const p = await registrationProof(db, hello, ctx.ip, ctx.robotDepartment, known?.departmentId);
      if (!p.ok) {
        // Recorded under the department that decides, so its managers see the attempts.
        const dept = p.departmentId ?? known?.departmentId;
        return refuse(p.reason, p.key, dept ? { id: known?.id ?? 0, departmentId: dept } : known, {
          robotsNo: hello.robotsNo,
        });
      }
      departmentId = p.departmentId;
      proof = p.detail;
    }
    if (!departmentId) return refuse('unknownRobot', 'gateway.noDepartment', known);
    const fields = {
      bindingWay: hello.bindingWay,
      userId: user?.id ?? null,
      clientPwdHash: user ? null : await hashPassword(hello.clientPwd),
      departmentId,
      category: hello.category,
      bound: true,
    };
    const [row] = known
      ? await db.update(robots).set(fields).where(eq(robots.id, known.id)).returning()
      : await db
          .insert(robots)
          .values({ ...fields, robotsNo: hello.robotsNo })
          .onConflictDoNothing()
          .returning();
    // Two first hellos of one robot number at once: the other one registered it.
    if (!row)
      return refuse('alreadyConnected', 'gateway.alreadyConnected', undefined, {
        robotsNo: hello.robotsNo,
        host: '',
      });
    robot = row;
    await writeRobotRecords(db, [
      {
        robotId: row.id,
        robotsNo: row.robotsNo,
        departmentId,
        action: 'register',
        result: 'success',
        ip: ctx.ip,
        detail: `${hello.bindingWay}, ${hello.category}, ${proof}`,
      },
    ]);
  }

  // A robot that changed category gives up the seats of the old one.
  if (robot.category !== hello.category) {
    await ctx.seats.release(robot.id);
  }
  const seat = await ctx.seats.claim(robot.id, hello.category);
  if (!seat) {
    await db.update(robots).set({ category: hello.category }).where(eq(robots.id, robot.id));
    return refuse('noLicence', 'licences.usedUp', robot, {
      category: LICENCE_CATEGORY_LABELS[hello.category][lang],
    });
  }

  const m = hello.machine;
  const [steward] = robot.housekeeperId
    ? []
    : await db.select({ id: housekeepers.id }).from(housekeepers).where(eq(housekeepers.name, m.hostName));
  const connectionId = randomBytes(12).toString('hex');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .update(robots)
    .set({
      category: hello.category,
      hostName: m.hostName,
      osUser: m.osUser,
      os: m.os,
      address: m.address || ctx.ip,
      agentVersion: m.agentVersion,
      instanceNo: m.instanceNo,
      // A resolution set by a manager wins over the one the robot reports.
      resolution: robot.resolution || (m.resolution && resolutionAllowed(m.resolution) ? m.resolution : ''),
      ...reportedRunState(hello.running),
      nodeId: ctx.nodeId,
      connectionId,
      tokenHash: tokenHash(token),
      lastBeatAt: now,
      lastOnlineAt: now,
      ...(steward ? { housekeeperId: steward.id } : {}),
    })
    .where(eq(robots.id, robot.id));
  return { ok: true, robotId: robot.id, departmentId: robot.departmentId, connectionId, token };
}

/** Marks a connection's robot offline, if that connection is still the robot's current one. */
export async function markOffline(
  db: Db,
  robotId: number,
  connectionId: string,
): Promise<{ robotsNo: string; departmentId: number } | null> {
  const [row] = await markRobotsOffline(
    db,
    and(eq(robots.id, robotId), eq(robots.connectionId, connectionId), ne(robots.runState, 'offline')),
  );
  return row ?? null;
}
