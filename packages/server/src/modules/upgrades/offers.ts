import type { MessageKey, RobotMessage, UpgradeOutcome } from '@rpa/contracts';
import { and, asc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UpgradeDesk } from '../../gateway';
import type { Db } from '../../platform/db';
import { sendMessage } from '../messages';
import { robots, robotUpgrading } from '../robots';
import { HOLDING_STATES, tasks } from '../tasks';
import { holdersOf } from '../users';
import { upgradePackages, upgradeTargets, upgradeTasks } from './schema';

/** How often each node looks for idle robots an enabled task waits for. */
export const UPGRADE_PASS_MS = 2000;
/** A robot offered an upgrade that neither reports nor upgrades in this time has failed it. */
export const UPGRADE_ANSWER_MINUTES = 10;
const BATCH = 100;

type Settled = 'applied' | 'failed';
/**
 * Where a robot's report can find its target: downloading, or waiting again
 * when the robot reconnected mid-upgrade (its report still counts).
 */
const LIVE = ['downloading', 'waiting'] as const;

/**
 * Offers upgrades (docs/robot-protocol.md, "Upgrades"): each waiting target
 * of an enabled task whose robot is online, idle and holds no task is
 * claimed (downloading; the robot takes no task meanwhile) and offered the
 * package. Robots offline or busy wait: a welcome and every pass look again.
 * The claim locks the robot's row as the dispatcher does, so a robot gets a
 * task or an upgrade, never both, whichever node acts.
 */
/** An upgrade task's robots counted by where their upgrade stands (aggregates over upgrade_targets). */
const targetCounts = {
  targeted: sql<number>`count(*)::int`,
  started: sql<number>`(count(*) filter (where ${upgradeTargets.state} <> 'waiting'))::int`,
  downloading: sql<number>`(count(*) filter (where ${upgradeTargets.state} = 'downloading'))::int`,
  failed: sql<number>`(count(*) filter (where ${upgradeTargets.state} = 'failed'))::int`,
  applied: sql<number>`(count(*) filter (where ${upgradeTargets.state} = 'applied'))::int`,
};

export function upgradeOffers(app: FastifyInstance) {
  const db = app.database.db;
  let running: Promise<void> | null = null;
  let again = false;

  async function claim(taskId: number, robotId: number): Promise<boolean> {
    return db.transaction(async (txx) => {
      const tx = txx as unknown as Db;
      const [robot] = await tx
        .select({ id: robots.id })
        .from(robots)
        .where(
          and(
            eq(robots.id, robotId),
            eq(robots.runState, 'idle'),
            eq(robots.bound, true),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(tasks)
                .where(and(eq(tasks.robotId, robots.id), inArray(tasks.state, [...HOLDING_STATES]))),
            ),
          ),
        )
        .for('update', { of: robots, skipLocked: true });
      if (!robot) return false;
      const claimed = await tx
        .update(upgradeTargets)
        .set({ state: 'downloading', reason: '', offeredAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(upgradeTargets.taskId, taskId),
            eq(upgradeTargets.robotId, robotId),
            eq(upgradeTargets.state, 'waiting'),
          ),
        )
        .returning({ robotId: upgradeTargets.robotId });
      if (!claimed.length) return false;
      await robotUpgrading(tx, robotId);
      return true;
    });
  }

  async function pass(): Promise<void> {
    await expire();
    const busy = db
      .select({ one: sql`1` })
      .from(upgradeTargets)
      .where(sql`${upgradeTargets.robotId} = ${robots.id} and ${upgradeTargets.state} = 'downloading'`);
    const due = await db
      .select({
        taskId: upgradeTargets.taskId,
        robotId: upgradeTargets.robotId,
        version: upgradePackages.version,
        sha256: upgradePackages.sha256,
        size: upgradePackages.fileSize,
        prompt: upgradeTasks.prompt,
      })
      .from(upgradeTargets)
      .innerJoin(upgradeTasks, eq(upgradeTasks.id, upgradeTargets.taskId))
      .innerJoin(upgradePackages, eq(upgradePackages.id, upgradeTasks.packageId))
      .innerJoin(robots, eq(robots.id, upgradeTargets.robotId))
      .where(
        and(
          eq(upgradeTargets.state, 'waiting'),
          eq(upgradeTasks.enabled, true),
          isNull(upgradeTasks.pausedAt),
          eq(robots.runState, 'idle'),
          eq(robots.bound, true),
          notExists(busy),
        ),
      )
      .orderBy(asc(upgradeTargets.taskId))
      .limit(BATCH);
    const offered = new Set<number>();
    const allowance = await waveAllowances([...new Set(due.map((d) => d.taskId))]);
    for (const d of due) {
      // One upgrade at a time per robot: the older task first; a staged task no more than its share.
      const left = allowance.get(d.taskId) ?? 0;
      if (left <= 0 || offered.has(d.robotId) || !(await claim(d.taskId, d.robotId))) continue;
      allowance.set(d.taskId, left - 1);
      offered.add(d.robotId);
      const sent = await app.gateway.send(d.robotId, {
        type: 'upgrade.offer',
        upgradeId: d.taskId,
        version: d.version,
        packageSha256: d.sha256,
        size: d.size,
        ...(d.prompt ? { prompt: d.prompt } : {}),
      });
      // Gone between the claim and the offer: it waits again, and is offered when it is back.
      if (!sent) await settle(d.taskId, d.robotId, 'waiting', '');
    }
  }

  /**
   * How many more robots each task may be offered now: any number, or for a
   * staged task whose first share has not all upgraded or failed yet, what
   * is left of that share (docs/robot-protocol.md, "Staged rollout").
   */
  async function waveAllowances(taskIds: number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (!taskIds.length) return out;
    const rows = await db
      .select({
        id: upgradeTasks.id,
        percent: upgradeTasks.firstWavePercent,
        waveDone: upgradeTasks.waveDoneAt,
        ...targetCounts,
      })
      .from(upgradeTasks)
      .innerJoin(upgradeTargets, eq(upgradeTargets.taskId, upgradeTasks.id))
      .where(inArray(upgradeTasks.id, taskIds))
      .groupBy(upgradeTasks.id);
    for (const r of rows) {
      const share = Math.ceil((r.targeted * r.percent) / 100);
      out.set(r.id, r.percent >= 100 || r.waveDone ? Number.POSITIVE_INFINITY : share - r.started);
    }
    return out;
  }

  /**
   * After a robot of a task upgraded or failed: pause the task when its
   * failures pass its threshold (and tell the managers), else mark its first
   * share done once none of it is under way.
   */
  async function judge(taskId: number): Promise<void> {
    const [t] = await db
      .select({
        name: upgradeTasks.name,
        percent: upgradeTasks.firstWavePercent,
        waveDone: upgradeTasks.waveDoneAt,
        pauseAbove: upgradeTasks.pauseAbovePercent,
        pausedAt: upgradeTasks.pausedAt,
        ...targetCounts,
      })
      .from(upgradeTasks)
      .innerJoin(upgradeTargets, eq(upgradeTargets.taskId, upgradeTasks.id))
      .where(eq(upgradeTasks.id, taskId))
      .groupBy(upgradeTasks.id);
    if (!t) return;
    const done = t.failed + t.applied;
    const remaining = t.targeted - done;
    if (t.pauseAbove !== null && !t.pausedAt && remaining > 0 && t.failed * 100 > t.pauseAbove * done) {
      const [paused] = await db
        .update(upgradeTasks)
        .set({ pausedAt: new Date() })
        .where(and(eq(upgradeTasks.id, taskId), isNull(upgradeTasks.pausedAt)))
        .returning({ id: upgradeTasks.id });
      if (paused)
        await sendMessage(app, {
          userIds: await holdersOf(db, '1306'),
          alertLevel: 'warn',
          alertType: 'robot',
          module: 'upgrades',
          text: {
            desc: 'upgrades.pausedTitle',
            content: 'upgrades.pausedBody',
            params: { name: t.name, failed: t.failed, done, threshold: t.pauseAbove },
          },
        });
      return;
    }
    const share = Math.ceil((t.targeted * t.percent) / 100);
    if (!t.waveDone && t.percent < 100 && t.started >= share && t.downloading === 0) {
      await db.update(upgradeTasks).set({ waveDoneAt: new Date() }).where(eq(upgradeTasks.id, taskId));
      kick();
    }
  }

  /** Offered long ago, and the robot is not upgrading (an older robot ignores the offer): failed. */
  async function expire(): Promise<void> {
    const stale = await db
      .select({ taskId: upgradeTargets.taskId, robotId: upgradeTargets.robotId })
      .from(upgradeTargets)
      .innerJoin(robots, eq(robots.id, upgradeTargets.robotId))
      .where(
        and(
          eq(upgradeTargets.state, 'downloading'),
          lt(upgradeTargets.offeredAt, new Date(Date.now() - UPGRADE_ANSWER_MINUTES * 60_000)),
          inArray(robots.runState, ['idle', 'running']),
        ),
      );
    for (const s of stale)
      await settle(
        s.taskId,
        s.robotId,
        'failed',
        text('upgrades.noAnswer', { minutes: UPGRADE_ANSWER_MINUTES }),
      );
  }

  const text = (key: MessageKey, params?: Record<string, string | number>) => app.gateway.text(key, params);

  /** Moves a target on; a task none of whose robots waits or downloads any more is completed. */
  async function settle(
    taskId: number,
    robotId: number,
    state: Settled | 'waiting',
    reason: string,
    from: readonly string[] = ['downloading'],
  ): Promise<void> {
    const moved = await db
      .update(upgradeTargets)
      .set({ state, reason: reason.slice(0, 500), updatedAt: new Date() })
      .where(
        and(
          eq(upgradeTargets.taskId, taskId),
          eq(upgradeTargets.robotId, robotId),
          inArray(upgradeTargets.state, [...from]),
        ),
      )
      .returning({ taskId: upgradeTargets.taskId });
    if (!moved.length || state === 'waiting') return;
    await completeIfDone(taskId);
    await judge(taskId);
  }

  async function completeIfDone(taskId: number): Promise<void> {
    const [done] = await db
      .update(upgradeTasks)
      .set({ completedAt: new Date() })
      .where(
        and(
          eq(upgradeTasks.id, taskId),
          isNull(upgradeTasks.completedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(upgradeTargets)
              .where(
                and(
                  eq(upgradeTargets.taskId, taskId),
                  inArray(upgradeTargets.state, ['waiting', 'downloading']),
                ),
              ),
          ),
        ),
      )
      .returning({
        name: upgradeTasks.name,
        prompt: upgradeTasks.prompt,
        createdById: upgradeTasks.createdById,
      });
    if (!done?.createdById) return;
    const [counts] = await db
      .select(targetCounts)
      .from(upgradeTargets)
      .where(eq(upgradeTargets.taskId, taskId));
    await sendMessage(app, {
      userIds: [done.createdById],
      alertLevel: counts?.failed ? 'warn' : 'info',
      alertType: 'robot',
      module: 'upgrades',
      text: {
        desc: 'upgrades.completedTitle',
        content: 'upgrades.completedBody',
        params: {
          name: done.name,
          prompt: done.prompt,
          targeted: counts?.targeted ?? 0,
          upgraded: counts?.applied ?? 0,
          failed: counts?.failed ?? 0,
        },
      },
    });
  }

  /** Runs a pass now, or right after the one under way. */
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => app.log.error({ err }, 'upgrade pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const desk: UpgradeDesk = {
    async welcomed(robotId: number, outcome: UpgradeOutcome | undefined, agentVersion: string) {
      if (outcome) {
        const [target] = await db
          .select({ version: upgradePackages.version })
          .from(upgradeTargets)
          .innerJoin(upgradeTasks, eq(upgradeTasks.id, upgradeTargets.taskId))
          .innerJoin(upgradePackages, eq(upgradePackages.id, upgradeTasks.packageId))
          .where(and(eq(upgradeTargets.taskId, outcome.upgradeId), eq(upgradeTargets.robotId, robotId)));
        if (target) {
          const applied = outcome.outcome === 'applied' && agentVersion === target.version;
          const reason =
            outcome.outcome === 'failed'
              ? (outcome.reason ?? '')
              : applied
                ? ''
                : `reported applied but runs version ${agentVersion}`;
          await settle(outcome.upgradeId, robotId, applied ? 'applied' : 'failed', reason, LIVE);
        }
      }
      // An offer the robot lost (it restarted or crashed before reporting): offered again.
      await db
        .update(upgradeTargets)
        .set({ state: 'waiting', updatedAt: new Date() })
        .where(and(eq(upgradeTargets.robotId, robotId), eq(upgradeTargets.state, 'downloading')));
      kick();
    },
    async status(robotId, m: Extract<RobotMessage, { type: 'upgrade.status' }>) {
      if (m.state === 'downloading') {
        await db
          .update(upgradeTargets)
          .set({ updatedAt: new Date() })
          .where(
            and(
              eq(upgradeTargets.taskId, m.upgradeId),
              eq(upgradeTargets.robotId, robotId),
              eq(upgradeTargets.state, 'downloading'),
            ),
          );
        return;
      }
      // Busy: it took a task first, and is offered the upgrade again once idle.
      if (m.state === 'busy') await settle(m.upgradeId, robotId, 'waiting', '');
      else await settle(m.upgradeId, robotId, 'failed', m.reason ?? '', LIVE);
    },
  };

  /** Settles once no pass is under way (shutdown waits for it). */
  const settled = () => running ?? Promise.resolve();

  return { kick, pass, desk, completeIfDone, settled };
}

export type UpgradeOffers = ReturnType<typeof upgradeOffers>;

/** Starts the pass on every node once it listens; stops it before the database closes. */
export function startUpgradeOffers(app: FastifyInstance, offers: UpgradeOffers): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onListen', async () => {
    timer = setInterval(() => offers.kick(), UPGRADE_PASS_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await offers.settled();
  });
}
