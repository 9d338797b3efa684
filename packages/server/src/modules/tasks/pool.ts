import { and, asc, eq, exists, inArray, ne, notExists, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { departments } from '../departments';
import { robotProcesses, robots, TAKES_NO_TASK } from '../robots';
import { tasks } from './schema';

/** States in which a task holds its robot. */
export const HOLDING_STATES = ['running', 'stopping'] as const;

export const robotDepartment = alias(departments, 'robot_department');

/** What decides which robots may run a task. */
export interface PoolTask {
  processId: number;
  /** The path of the process's department: its robots and those of the departments below it. */
  departmentPath: string;
  /** The robots named for the task; none: any of them. */
  candidates: number[];
}

/**
 * Robots of the process's department or below it; scene robots run only
 * their bound processes. In the robot factory (PLATFORM_TYPE=factory) only
 * the shared pool runs work: manager-bound robots, not people's own.
 */
export function eligible(tx: Db, t: PoolTask, factory: boolean): SQL | undefined {
  const boundToProcess = exists(
    tx
      .select({ one: sql`1` })
      .from(robotProcesses)
      .where(and(eq(robotProcesses.robotId, robots.id), eq(robotProcesses.processId, t.processId))),
  );
  return and(
    eq(robots.bound, true),
    or(ne(robots.category, 'scene'), boundToProcess),
    sql`${robotDepartment.path} like ${t.departmentPath} || '%'`,
    t.candidates.length ? inArray(robots.id, t.candidates) : undefined,
    factory ? eq(robots.bindingWay, 'manager') : undefined,
  );
}

/** Idle eligible robots, online longest first; none of `taken`. */
export function idle(tx: Db, t: PoolTask, taken: number[], factory: boolean) {
  return tx
    .select({ id: robots.id, robotsNo: robots.robotsNo, alias: robots.alias })
    .from(robots)
    .innerJoin(robotDepartment, eq(robotDepartment.id, robots.departmentId))
    .where(
      and(
        eligible(tx, t, factory),
        taken.length ? notInArray(robots.id, taken) : undefined,
        notInArray(robots.runState, [...TAKES_NO_TASK]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(tasks)
            .where(and(eq(tasks.robotId, robots.id), inArray(tasks.state, [...HOLDING_STATES]))),
        ),
      ),
    )
    .orderBy(asc(robots.lastOnlineAt));
}
