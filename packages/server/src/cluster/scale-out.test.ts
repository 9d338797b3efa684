import { Code, type TaskDetail } from '@rpa/contracts';
import { and, asc, between, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { examplePackage } from '../modules/processes/example';
import { processes } from '../modules/processes/schema';
import { schedules } from '../modules/schedules/schema';
import { taskLogs, tasks } from '../modules/tasks/schema';
import type { Caller } from '../testing/client';
import {
  type Cluster,
  type ClusterNode,
  type ClusterRobot,
  clusterSkipReason,
  lockingRowsOf,
  nodeOfRobot,
  robotThrough,
  sessionOn,
  signInOver,
  startCluster,
} from '../testing/cluster';
import { EN, publishToUser } from '../testing/processes';
import { waitFor } from '../testing/robots';

/**
 * Scale-out (docs/operations.md, "Several nodes"): three real server nodes
 * (each `main.ts` in its own process) on one PostgreSQL database and one
 * Redis, with reference robots spread over them through a stand-in load
 * balancer (testing/cluster.ts). Runs in the PostgreSQL pass of the server
 * suite when TEST_REDIS_URL is set; skipped with the reason otherwise.
 *
 * Redis channels are global (platform/events has no namespace), so this is
 * the only test file that starts nodes on Redis: two clusters on one Redis
 * would hear each other's robot commands.
 */

const skipReason = clusterSkipReason();

/** Runs as many ticks of 0.2 s as asked (`ticks`), printing a line for each. */
const SLOW = `
const p = JSON.parse(process.env.RPA_PARAMS || '{}');
let n = 0;
const timer = setInterval(() => {
  n += 1;
  console.log('tick ' + n);
  if (n >= Number(p.ticks || 1)) clearInterval(timer);
}, 200);
`;

/**
 * Schedule fires for the scheduler test: the full 10,000. They fall
 * due over FIRE_WINDOW_MS, long enough for a node killed early in it to be
 * back (a restart takes 5 s on an idle 2-core machine, over 20 s while the
 * cluster fires) while fires remain. With them the whole file takes about
 * 100-125 s on a 2-core machine, PostgreSQL and Redis included, inside the
 * 4 minutes it may take, so nothing is scaled down.
 */
const FIRES = 10_000;
const FIRE_WINDOW_MS = 60_000;

let cluster: Cluster;
let a: ClusterNode;
let b: ClusterNode;
let c: ClusterNode;
/** The demo's whole-installation administrator, developer and owner, signed in on node A. */
let as: { admin: Caller; dev: Caller; owner: Caller };
let slowProcess = 0;
/** Reference robots by name: A1 connects through node A's entry, B1 and B2 through B's, C1 and C2 through C's. */
const robots: Record<string, ClusterRobot> = {};

beforeAll(async () => {
  if (skipReason) return;
  cluster = await startCluster({
    adminUrl: process.env.TEST_DATABASE_URL as string,
    redisUrl: process.env.TEST_REDIS_URL as string,
  });
  [a, b, c] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode];
  as = {
    admin: await signInOver(a.api, 'admin'),
    dev: await signInOver(a.api, 'developer'),
    owner: await signInOver(a.api, 'owner'),
  };
  slowProcess = await publishToUser(
    as,
    await examplePackage(
      {
        name: 'Cluster slow',
        entry: 'slow.mjs',
        parameters: [{ name: 'ticks', type: 'number', defaultValue: 1, required: false }],
      },
      { 'slow.mjs': SLOW },
    ),
  );
  // The demo licence's 5 background seats: one robot on A, two on B, two on C.
  const [ea, eb, ec] = cluster.entries;
  const placed: Array<[string, typeof ea]> = [
    ['A1', ea],
    ['B1', eb],
    ['B2', eb],
    ['C1', ec],
    ['C2', ec],
  ];
  for (const [name, entry] of placed) {
    if (entry) robots[name] = await robotThrough(entry, `CLUSTER-${name}`);
  }
  // Into R&D, where the developer's processes are.
  const moved = await as.admin.call('POST', '/rpa/cdaAgent/transformOrgDef', {
    ids: Object.values(robots).map((r) => r.agent.robotId),
    orgCode: '1001',
  });
  expect(moved.body.code, moved.body.msg).toBe(0);
}, 240_000);

afterAll(async () => {
  await Promise.all(Object.values(robots).map((r) => r.stop()));
  await cluster?.close();
}, 60_000);

beforeEach((ctx) => {
  ctx.skip(!!skipReason, skipReason ?? undefined);
});

/** What every node printed lately: the failure message of a wait that timed out. */
function outputs(): string {
  return cluster.nodes.map((n) => n.output().split('\n').slice(-60).join('\n')).join('\n\n');
}

async function waitOr<T>(check: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  try {
    return await waitFor(check, ms, what);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n\nlast output of the nodes:\n${outputs()}`);
  }
}

const db = () => cluster.database.db;
const taskRow = async (id: number) => (await db().select().from(tasks).where(eq(tasks.id, id)))[0];
const robotName = (r: ClusterRobot) => `CLUSTER-${Object.keys(robots).find((k) => robots[k] === r)}`;

/** A run of the slow process asked for on `caller`'s node, for one robot. */
async function runOn(caller: Caller, robot: ClusterRobot, ticks: number): Promise<number> {
  const res = await caller.call<TaskDetail>(
    'POST',
    '/task/run',
    { processId: slowProcess, parameters: { ticks: String(ticks) }, robotIds: [robot.agent.robotId] },
    EN,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result.id;
}

/** How often each robot's own log says it started, and finished, the task. */
function robotSays(taskId: number) {
  const all = Object.values(robots).flatMap((r) => r.lines);
  return {
    started: all.filter((l) => l.startsWith(`task ${taskId}: running `)).length,
    succeeded: all.filter((l) => l === `task ${taskId}: success`).length,
  };
}

describe('three server nodes on one PostgreSQL and one Redis', () => {
  it('runs a run asked for on node A on a robot connected to node C', { timeout: 60_000 }, async () => {
    const robot = robots.C1 as ClusterRobot;
    expect(await nodeOfRobot(cluster.database, 'CLUSTER-C1')).toBe(c.name);
    const id = await runOn(as.admin, robot, 5);
    await waitOr(async () => (await taskRow(id))?.state === 'success', 30_000, `task ${id} success`);
    const t = await taskRow(id);
    expect(t).toMatchObject({ robotId: robot.agent.robotId, exitCode: 0 });
    // The robot never left node C: the offer reached it there.
    expect(await nodeOfRobot(cluster.database, 'CLUSTER-C1')).toBe(c.name);
    expect(robotSays(id)).toEqual({ started: 1, succeeded: 1 });
  });

  it('finishes the runs of a node killed mid-run exactly once, its robots reconnected to the others', {
    timeout: 120_000,
  }, async () => {
    const onB = [robots.B1, robots.B2] as ClusterRobot[];
    for (const r of onB) expect(await nodeOfRobot(cluster.database, robotName(r))).toBe(b.name);
    const [before] = await db()
      .select({ n: processes.dispatchCount })
      .from(processes)
      .where(eq(processes.id, slowProcess));
    // 75 ticks: 15 s, of which node B sees the first few.
    const ticks = 75;
    const ids: number[] = [];
    for (const r of onB) ids.push(await runOn(as.admin, r, ticks));
    await waitOr(
      async () => {
        for (const id of ids) if (((await taskRow(id))?.logCount ?? 0) < 3) return false;
        return true;
      },
      30_000,
      'both runs logging through node B',
    );
    await b.kill();
    // Through B's entry, now sending them elsewhere, the robots say hello to A or C.
    await waitOr(
      async () => {
        for (const r of onB) {
          const node = await nodeOfRobot(cluster.database, robotName(r));
          if (r.agent.state !== 'online' || (node !== a.name && node !== c.name)) return false;
        }
        return true;
      },
      30_000,
      "node B's robots online on the other nodes",
    );
    // Reconnected mid-run: the runs went on meanwhile.
    for (const id of ids) expect((await taskRow(id))?.state).toBe('running');
    // Node B comes back while the runs finish elsewhere.
    const restarted = b.start();
    restarted.catch(() => {});

    for (const id of ids) {
      await waitOr(async () => (await taskRow(id))?.finishedAt, 60_000, `task ${id} finished`);
    }
    for (const [i, id] of ids.entries()) {
      const t = await taskRow(id);
      expect(t).toMatchObject({ state: 'success', exitCode: 0, error: '', robotId: onB[i]?.agent.robotId });
      // One start and one result, on its own robot only; no retry queued.
      expect(robotSays(id)).toEqual({ started: 1, succeeded: 1 });
      const [retries] = await db().select({ n: count() }).from(tasks).where(eq(tasks.retryOf, id));
      expect(retries?.n).toBe(0);
      // Each line once (a batch resent after the reconnect adds nothing), the last one there,
      // and only the run's own lines: no note of a task given up as lost and then reconciled.
      const lines = await db()
        .select({ seq: taskLogs.seq, text: taskLogs.text })
        .from(taskLogs)
        .where(eq(taskLogs.taskId, id))
        .orderBy(asc(taskLogs.seq));
      const texts = lines.map((l) => l.text);
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts).toContain(`tick ${ticks}`);
      expect(texts.every((text) => /^tick \d+$/.test(text))).toBe(true);
      expect(t?.logCount).toBe(lines.length);
    }
    // The process counted each run once.
    const [after] = await db()
      .select({ n: processes.dispatchCount })
      .from(processes)
      .where(eq(processes.id, slowProcess));
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(ids.length);
    await restarted;
  });

  it(`fires ${FIRES} schedules once each across the nodes, one killed and restarted meanwhile`, {
    timeout: 180_000,
  }, async () => {
    for (const n of cluster.nodes) await n.ensureUp();
    const [p] = await db().select().from(processes).where(eq(processes.id, slowProcess));
    if (!p) throw new Error('the slow process is missing');
    // One-time schedules. They name a robot that does not exist, so their tasks wait:
    // what is counted is fires, not runs. Made unarmed (no next fire time), then armed
    // in one statement, their fire times spread evenly over the window from 2 s on.
    const madeAt = new Date();
    const ids: number[] = [];
    for (let i = 0; i < FIRES; i += 1000) {
      const made = await db()
        .insert(schedules)
        .values(
          Array.from({ length: Math.min(1000, FIRES - i) }, (_, k) => ({
            name: `Cluster fire ${i + k}`,
            processId: p.id,
            departmentId: p.departmentId,
            priority: 2,
            robotIds: [0],
            timing: { mode: 'once' as const, at: madeAt.toISOString() },
            nextFireAt: null,
          })),
        )
        .returning({ id: schedules.id });
      ids.push(...made.map((m) => m.id));
    }
    const low = Math.min(...ids);
    const high = Math.max(...ids);
    const first = new Date(Date.now() + 2000);
    await db().execute(sql`
      with armed as (
        select id, ${first.toISOString()}::timestamptz
          + (id - ${low}::int) * ${FIRE_WINDOW_MS / FIRES}::float8 * interval '1 millisecond' as at
        from ${schedules} where id between ${low}::int and ${high}::int
      )
      update ${schedules} s
      set next_fire_at = armed.at,
        timing = jsonb_build_object('mode', 'once', 'at',
          to_char(armed.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from armed where s.id = armed.id`);
    const ours = between(tasks.scheduleId, low, high);
    const fired = async () => (await db().select({ n: count() }).from(tasks).where(ours))[0]?.n ?? 0;

    // Early in the window, caught inside one of its firing transactions, node C dies; it
    // starts again at once.
    await waitOr(
      async () => (await fired()) > 0 && (await lockingRowsOf(cluster.database, c, 'schedules')),
      FIRE_WINDOW_MS / 2,
      'node C firing schedules',
    );
    await c.kill();
    const atKill = await fired();
    await c.start();
    const atRestart = await fired();
    // Both happened while schedules were still firing.
    expect(atKill).toBeLessThan(FIRES);
    expect(atRestart).toBeLessThan(FIRES);

    await waitOr(
      async () =>
        (
          await db()
            .select({ n: count() })
            .from(schedules)
            .where(and(between(schedules.id, low, high), isNotNull(schedules.nextFireAt)))
        )[0]?.n === 0,
      FIRE_WINDOW_MS + 60_000,
      'every schedule fired',
    );
    // Each schedule made its one task (none missed, none twice), planned at its own fire time.
    const [made] = await db()
      .select({ tasks: count(), schedules: sql<number>`count(distinct ${tasks.scheduleId})::int` })
      .from(tasks)
      .where(ours);
    expect(made).toEqual({ tasks: FIRES, schedules: FIRES });
    const [offTime] = await db()
      .select({ n: count() })
      .from(tasks)
      .innerJoin(schedules, eq(schedules.id, tasks.scheduleId))
      .where(and(ours, sql`${tasks.plannedAt} <> (${schedules.timing} ->> 'at')::timestamptz`));
    expect(offTime?.n).toBe(0);

    // The waiting tasks are withdrawn, so the dispatchers have nothing left to look at.
    await db()
      .update(tasks)
      .set({ state: 'cancelled', finishedAt: new Date() })
      .where(and(ours, eq(tasks.state, 'pending')));
  });

  it('refuses a session signed out, or of a locked user, on every other node at once', async () => {
    const user = await signInOver(a.api, 'user');
    const on = (node: ClusterNode) => sessionOn(user, node);
    for (const n of cluster.nodes) expect((await on(n).call('POST', '/oauth/validate')).body.code).toBe(0);
    // Signed out on B: the very next call on A and on C is refused.
    const out = await fetch(`${b.api}/oauth/logout`, { headers: { accesstoken: user.token } });
    expect(((await out.json()) as { code: number }).code).toBe(0);
    for (const n of [a, c, b]) {
      expect((await on(n).call('POST', '/oauth/validate')).body.code).toBe(Code.SESSION_REVOKED);
    }

    // The manager, signed in on C, is locked by the administrator on A: refused on B, C and A.
    const manager = await signInOver(c.api, 'manager');
    expect((await sessionOn(manager, b).call('POST', '/oauth/validate')).body.code).toBe(0);
    const lock = { userId: manager.login.user.id, status: 'locked' };
    const locked = await as.admin.call('POST', '/sauth/user/unlock', lock);
    expect(locked.body.code, locked.body.msg).toBe(0);
    for (const n of [b, c, a]) {
      expect((await sessionOn(manager, n).call('POST', '/oauth/validate')).body.code).toBe(
        Code.SESSION_REVOKED,
      );
    }
    const unlocked = await as.admin.call('POST', '/sauth/user/unlock', { ...lock, status: 'normal' });
    expect(unlocked.body.code, unlocked.body.msg).toBe(0);
  });
});
