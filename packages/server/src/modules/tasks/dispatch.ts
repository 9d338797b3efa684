import type { DispatchHint, ProcessNeed } from '@rpa/contracts';
import { and, asc, eq, exists, inArray, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { aiServerForRobots } from '../ai-server';
import { departments } from '../departments';
import { processes, versions } from '../processes';
import { recordsRuns } from '../record-strategy';
import { robotProcesses, robots, robotTookTask, TAKES_NO_TASK } from '../robots';
import { tasks } from './schema';

/** Pending tasks looked at in one pass. */
const BATCH = 50;
/** States in which a task holds its robot. */
export const HOLDING_STATES = ['running', 'stopping'] as const;

const robotDepartment = alias(departments, 'robot_department');
const processDepartment = alias(departments, 'process_department');

/** The version's manifest says its process needs the AI server (manifests stored before `needs` say nothing). */
const AI_SERVER: ProcessNeed = 'aiServer';
const needsAiServer = sql<boolean>`coalesce(${versions.manifest} -> 'needs' @> ${JSON.stringify([AI_SERVER])}::jsonb, false)`;

export interface Dispatcher {
  /** Asks for a dispatch pass soon; passes never overlap on one node. */
  kick(): void;
  /** One pass: offers pending tasks to idle robots. Resolves with the number offered. */
  pass(): Promise<number>;
}

/**
 * Hands pending tasks to robots (docs/dispatch.md): urgent before normal
 * before low, then oldest first, to a connected robot of the process's
 * department (or one below it) that holds no task, among the task's
 * candidates when it names some. The task and the robot row are locked
 * (`for update skip locked`) in one transaction, so no task goes to two
 * robots and no robot gets two tasks, even with several nodes dispatching.
 */
export function createDispatcher(app: FastifyInstance): Dispatcher {
  const db = app.database.db;
  let running: Promise<number> | null = null;
  let again = false;

  /**
   * A robot that may take the task now, locked; or why there is none.
   * `aiServerMissing`: the process needs the AI server and none is configured.
   */
  async function claim(taskId: number, aiServerMissing: boolean) {
    return db.transaction(async (tx) => {
      const [t] = await tx
        .select({
          id: tasks.id,
          createdAt: tasks.createdAt,
          candidates: tasks.candidateRobotIds,
          runTimeout: tasks.runTimeout,
          parameters: tasks.parameters,
          processName: processes.name,
          versionNumber: versions.number,
          packageSha256: versions.packageSha256,
          departmentPath: processDepartment.path,
          hint: tasks.hint,
          processId: tasks.processId,
          versionActive: versions.active,
        })
        .from(tasks)
        .innerJoin(processes, eq(processes.id, tasks.processId))
        .innerJoin(versions, eq(versions.id, tasks.versionId))
        .innerJoin(processDepartment, eq(processDepartment.id, tasks.departmentId))
        .where(and(eq(tasks.id, taskId), eq(tasks.state, 'pending')))
        .for('update', { of: tasks, skipLocked: true });
      if (!t) return null;
      const setHint = async (hint: DispatchHint) => {
        if (hint !== t.hint) await tx.update(tasks).set({ hint }).where(eq(tasks.id, t.id));
        return null;
      };
      // The version was deleted since the task was made: no robot can be given its package.
      if (!t.versionActive) return setHint('versionMismatch');
      // It waits for an administrator to configure the AI server rather than run without it.
      if (aiServerMissing) return setHint('aiServerMissing');

      const boundToProcess = exists(
        tx
          .select({ one: sql`1` })
          .from(robotProcesses)
          .where(and(eq(robotProcesses.robotId, robots.id), eq(robotProcesses.processId, t.processId))),
      );
      // Robots of the process's department or below it; scene robots run only their bound processes.
      const eligible = and(
        eq(robots.bound, true),
        or(ne(robots.category, 'scene'), boundToProcess),
        sql`${robotDepartment.path} like ${t.departmentPath} || '%'`,
        t.candidates.length ? inArray(robots.id, t.candidates) : undefined,
      );
      const [robot] = await tx
        .select({ id: robots.id, robotsNo: robots.robotsNo, alias: robots.alias })
        .from(robots)
        .innerJoin(robotDepartment, eq(robotDepartment.id, robots.departmentId))
        .where(
          and(
            eligible,
            notInArray(robots.runState, [...TAKES_NO_TASK]),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(tasks)
                .where(and(eq(tasks.robotId, robots.id), inArray(tasks.state, [...HOLDING_STATES]))),
            ),
          ),
        )
        .orderBy(asc(robots.lastOnlineAt))
        .limit(1)
        .for('update', { of: robots, skipLocked: true });

      if (!robot) {
        const [any] = await tx
          .select({ id: robots.id })
          .from(robots)
          .innerJoin(robotDepartment, eq(robotDepartment.id, robots.departmentId))
          .where(eligible)
          .limit(1);
        if (any) return setHint('noIdleRobot');
        if (!t.candidates.length) return setHint('noRobots');
        // Named scene robots that no longer have the process bound: the scene changed, not the robot.
        const [scene] = await tx
          .select({ id: robots.id })
          .from(robots)
          .where(and(inArray(robots.id, t.candidates), eq(robots.category, 'scene')))
          .limit(1);
        return setHint(scene ? 'sceneChanged' : 'robotMissing');
      }
      const robotName = robot.alias || robot.robotsNo;
      await tx
        .update(tasks)
        .set({ state: 'running', robotId: robot.id, robotName, hint: '', dispatchedAt: new Date() })
        .where(eq(tasks.id, t.id));
      await robotTookTask(tx, robot.id, t.id);
      return { task: t, robotId: robot.id };
    });
  }

  async function pass(): Promise<number> {
    const pending = await db
      .select({ id: tasks.id, needsAiServer })
      .from(tasks)
      .innerJoin(versions, eq(versions.id, tasks.versionId))
      .where(eq(tasks.state, 'pending'))
      .orderBy(asc(tasks.priority), asc(tasks.createdAt), asc(tasks.id))
      .limit(BATCH);
    let offered = 0;
    // Read once a pass, when there is something to offer: offers made after a save follow it.
    let record: boolean | undefined;
    const aiServer = pending.some((p) => p.needsAiServer) ? await aiServerForRobots(db, app.sealer) : null;
    for (const { id, needsAiServer } of pending) {
      const claimed = await claim(id, needsAiServer && !aiServer);
      if (!claimed) continue;
      const { task: t, robotId } = claimed;
      record ??= await recordsRuns(db);
      const sent = await app.gateway.send(robotId, {
        type: 'task.offer',
        taskId: t.id,
        process: t.processName,
        version: t.versionNumber,
        packageSha256: t.packageSha256,
        parameters: t.parameters,
        runTimeoutMinutes: t.runTimeout,
        record,
        // Only runs that need it get the AI server, and its key in clear only over the robot's socket.
        ...(needsAiServer && aiServer ? { aiServer } : {}),
      });
      if (sent) {
        offered += 1;
        app.measures.dispatchLatency.observe((Date.now() - t.createdAt.getTime()) / 1000);
        continue;
      }
      // The robot went away between the claim and the offer: the task waits again.
      await db
        .update(tasks)
        .set({ state: 'pending', robotId: null, robotName: '', dispatchedAt: null })
        .where(and(eq(tasks.id, t.id), eq(tasks.state, 'running'), eq(tasks.robotId, robotId)));
    }
    return offered;
  }

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => {
        app.log.error({ err }, 'dispatch pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return { kick, pass };
}
