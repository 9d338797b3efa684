import type { AiServerForRobot, DispatchHint, ProcessNeed } from '@rpa/contracts';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { aiServerForRobots } from '../ai-server';
import { componentsForRobots } from '../components';
import { departments } from '../departments';
import { serviceKey, serviceParametersFor } from '../fields';
import { processes, versions } from '../processes';
import { recordsRuns } from '../record-strategy';
import { robots, robotsTookTasks } from '../robots';
import { eligible as eligibleIn, idle as idleIn, robotDepartment } from './pool';
import { tasks } from './schema';

/** Pending tasks looked at in one pass. */
const BATCH = 50;
/** How soon a node looks again at waiting tasks or idle robots another transaction held. */
const LOOK_AGAIN_MS = 200;
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

  type Pending = Awaited<ReturnType<typeof lockPending>>[number];
  type Claim = { task: Pending; robotId: number; robotName: string };

  /** Waiting tasks whose time has come (a schedule makes its fires' tasks a moment ahead of it). */
  const due = () => and(eq(tasks.state, 'pending'), lte(tasks.plannedAt, new Date()));

  /** Up to a batch of waiting tasks, in dispatch order, locked for this pass (other nodes take the next). */
  function lockPending(tx: Db) {
    return tx
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
        operatorId: tasks.operatorId,
        versionActive: versions.active,
        versionId: versions.id,
        needsAiServer,
      })
      .from(tasks)
      .innerJoin(processes, eq(processes.id, tasks.processId))
      .innerJoin(versions, eq(versions.id, tasks.versionId))
      .innerJoin(processDepartment, eq(processDepartment.id, tasks.departmentId))
      .where(due())
      .orderBy(asc(tasks.priority), asc(tasks.createdAt), asc(tasks.id))
      .limit(BATCH)
      .for('update', { of: tasks, skipLocked: true });
  }

  const factory = app.config.platformType === 'factory';
  const eligible = (tx: Db, t: Pending) => eligibleIn(tx, t, factory);
  const idle = (tx: Db, t: Pending, taken: number[]) => idleIn(tx, t, taken, factory);

  /** Up to `limit` of them, locked, skipping those another transaction holds (another pass, a heartbeat). */
  const idleRobots = (tx: Db, t: Pending, taken: number[], limit: number) =>
    idle(tx, t, taken).limit(limit).for('update', { of: robots, skipLocked: true });

  /**
   * Why no robot takes the task now: none idle, none at all, or the named ones
   * are gone or changed. `held`: an idle one was there but locked by another
   * transaction for a moment, so the pass should look again shortly.
   */
  async function whyNone(
    tx: Db,
    t: Pending,
    taken: number[],
  ): Promise<{ hint: DispatchHint; held: boolean }> {
    const [locked] = await idle(tx, t, taken).limit(1);
    if (locked) return { hint: 'noIdleRobot', held: true };
    const [any] = await tx
      .select({ id: robots.id })
      .from(robots)
      .innerJoin(robotDepartment, eq(robotDepartment.id, robots.departmentId))
      .where(eligible(tx, t))
      .limit(1);
    if (any) return { hint: 'noIdleRobot', held: false };
    if (!t.candidates.length) return { hint: 'noRobots', held: false };
    // Named scene robots that no longer have the process bound: the scene changed, not the robot.
    const [scene] = await tx
      .select({ id: robots.id })
      .from(robots)
      .where(and(inArray(robots.id, t.candidates), eq(robots.category, 'scene')))
      .limit(1);
    return { hint: scene ? 'sceneChanged' : 'robotMissing', held: false };
  }

  /**
   * One transaction for the whole batch (one commit, not one per task): each
   * task in order gets the best idle robot not yet taken, tasks no robot can
   * take get the reason as their hint, and the claimed tasks and robots are
   * written in one statement each. Runs that need the AI server wait while
   * none is configured; it is read once, when a run needs it.
   */
  function claimBatch(): Promise<{
    claims: Claim[];
    aiServer: AiServerForRobot | null;
    /** Waiting tasks or idle robots another transaction held: the node looks again shortly. */
    lookAgain: boolean;
  }> {
    return db.transaction(async (tx) => {
      const pending = await lockPending(tx);
      // Waiting tasks this pass could not lock are in another node's pass, which may have looked
      // at the robots a moment ago: this node looks again shortly.
      const [elsewhere] =
        pending.length < BATCH
          ? await tx
              .select({ id: tasks.id })
              .from(tasks)
              .where(
                and(
                  due(),
                  pending.length
                    ? notInArray(
                        tasks.id,
                        pending.map((t) => t.id),
                      )
                    : undefined,
                ),
              )
              .limit(1)
          : [];
      let aiServer: AiServerForRobot | null | undefined;
      const aiServerMissing = async () => {
        if (aiServer === undefined) aiServer = await aiServerForRobots(tx, app.sealer);
        return aiServer === null;
      };
      const claims: Claim[] = [];
      const taken: number[] = [];
      // Tasks alike (department, process, candidates) can take the same robots: the first of
      // them asks for one robot for each, the others take the next ones left; and when the
      // first found none, the others will not either.
      const alikeOf = (t: Pending) => `${t.departmentPath}|${t.processId}|${t.candidates.join(',')}`;
      const left = new Map<string, number>();
      for (const t of pending) left.set(alikeOf(t), (left.get(alikeOf(t)) ?? 0) + 1);
      const found = new Map<string, Array<{ id: number; robotsNo: string; alias: string }>>();
      const without = new Map<string, DispatchHint>();
      const hints: Array<{ id: number; hint: DispatchHint }> = [];
      let robotHeld = false;
      /** The next robot found for tasks like `t` and not taken since (by an earlier task of another kind). */
      const nextRobot = async (t: Pending, alike: string) => {
        let list = found.get(alike)?.filter((r) => !taken.includes(r.id));
        if (!list?.length) list = await idleRobots(tx, t, taken, (left.get(alike) ?? 0) + 1);
        found.set(alike, list.slice(1));
        return list[0];
      };
      for (const t of pending) {
        const alike = alikeOf(t);
        // Those of its kind after this one.
        left.set(alike, (left.get(alike) ?? 1) - 1);
        // The version was deleted since the task was made: no robot can be given its package.
        let hint: DispatchHint | undefined = !t.versionActive
          ? 'versionMismatch'
          : t.needsAiServer && (await aiServerMissing())
            ? 'aiServerMissing'
            : without.get(alike);
        if (!hint) {
          const robot = await nextRobot(t, alike);
          if (robot) {
            taken.push(robot.id);
            claims.push({ task: t, robotId: robot.id, robotName: robot.alias || robot.robotsNo });
            continue;
          }
          const why = await whyNone(tx, t, taken);
          hint = why.hint;
          robotHeld ||= why.held;
          without.set(alike, hint);
        }
        if (hint !== t.hint) hints.push({ id: t.id, hint });
      }
      if (hints.length) {
        const rows = hints.map((h) => sql`(${h.id}::int, ${h.hint})`);
        await tx.execute(sql`update ${tasks} set hint = v.hint
          from (values ${sql.join(rows, sql`, `)}) as v(id, hint) where ${tasks.id} = v.id`);
      }
      if (claims.length) {
        const rows = claims.map((c) => sql`(${c.task.id}::int, ${c.robotId}::int, ${c.robotName})`);
        await tx.execute(sql`update ${tasks} set state = 'running', robot_id = v.robot, robot_name = v.name,
          hint = '', dispatched_at = now() from (values ${sql.join(rows, sql`, `)}) as v(id, robot, name)
          where ${tasks.id} = v.id`);
        await robotsTookTasks(
          tx,
          claims.map((c) => ({ robotId: c.robotId, taskId: c.task.id })),
        );
      }
      return { claims, aiServer: aiServer ?? null, lookAgain: !!elsewhere || robotHeld };
    });
  }

  /** Passes of one node run one after another, whoever asks (a kick, a sweep, a test). */
  let queue: Promise<unknown> = Promise.resolve();
  function pass(): Promise<number> {
    const next = queue.then(passOnce, passOnce);
    queue = next.catch(() => {});
    return next;
  }

  async function passOnce(): Promise<number> {
    // Read once a pass, beside the claim rather than after it (one wait less before the
    // offers): offers made after a save follow it.
    const [{ claims, aiServer, lookAgain }, record] = await Promise.all([claimBatch(), recordsRuns(db)]);
    // The components each run needs, which the robot fetches by checksum before it starts.
    const needed = await componentsForRobots(
      db,
      claims.map((c) => c.task.versionId),
    );
    let offered = 0;
    // The starters' own accounts with the processes' business systems: only in their runs, only on the socket.
    const services = await serviceParametersFor(
      db,
      app.sealer,
      claims.map((c) => c.task),
    );
    for (const { task: t, robotId } of claims) {
      const service = services.get(serviceKey(t.processId, t.operatorId));
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
        ...(t.needsAiServer && aiServer ? { aiServer } : {}),
        ...(service ? { service } : {}),
        ...(needed.has(t.versionId) ? { components: needed.get(t.versionId) } : {}),
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
    // A full batch may have left more behind it.
    if (claims.length === BATCH) kick();
    else if (lookAgain) setTimeout(kick, LOOK_AGAIN_MS).unref();
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
