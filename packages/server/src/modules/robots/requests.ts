import type { RobotCategoryValue } from '@rpa/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/crypto/password';
import type { Db } from '../../platform/db';
import { robotRequests } from './schema';

/** At most this many robots wait for approval: beyond, new numbers need a machine key. */
export const MAX_PENDING_REQUESTS = 500;

export interface Asked {
  robotsNo: string;
  clientPwd: string;
  category: RobotCategoryValue;
  departmentId: number;
  ip: string;
  machine: { hostName: string; osUser: string; os: string; address: string; agentVersion: string };
}

/**
 * A robot number without proof asked to register: its request is kept (or
 * seen again) for a manager to decide. A later hello must give the client
 * password of the first, so nobody else takes the request over before it
 * is approved. Answers what the robot is told.
 */
export async function askApproval(
  db: Db,
  a: Asked,
): Promise<{ answer: 'pending' | 'rejected' | 'password' | 'full'; departmentId: number }> {
  const [seen] = await db
    .select()
    .from(robotRequests)
    .where(sql`lower(${robotRequests.robotsNo}) = lower(${a.robotsNo})`);
  const machine = {
    hostName: a.machine.hostName,
    osUser: a.machine.osUser,
    os: a.machine.os,
    address: a.machine.address || a.ip,
    agentVersion: a.machine.agentVersion,
    ip: a.ip,
  };
  if (seen) {
    if (seen.state === 'rejected') return { answer: 'rejected', departmentId: seen.departmentId };
    if (!(await verifyPassword(seen.clientPwdHash, a.clientPwd)))
      return { answer: 'password', departmentId: seen.departmentId };
    await db
      .update(robotRequests)
      .set({
        ...machine,
        category: a.category,
        lastSeenAt: new Date(),
        attempts: sql`${robotRequests.attempts} + 1`,
      })
      .where(and(eq(robotRequests.id, seen.id), eq(robotRequests.state, 'pending')));
    return { answer: 'pending', departmentId: seen.departmentId };
  }
  const [waiting] = await db.select({ n: count() }).from(robotRequests);
  if ((waiting?.n ?? 0) >= MAX_PENDING_REQUESTS) return { answer: 'full', departmentId: a.departmentId };
  await db
    .insert(robotRequests)
    .values({
      ...machine,
      robotsNo: a.robotsNo,
      departmentId: a.departmentId,
      category: a.category,
      clientPwdHash: await hashPassword(a.clientPwd),
    })
    .onConflictDoNothing();
  return { answer: 'pending', departmentId: a.departmentId };
}
