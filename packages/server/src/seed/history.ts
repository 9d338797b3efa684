import { and, eq, inArray } from 'drizzle-orm';
import { processes, versions } from '../modules/processes/schema';
import { robots } from '../modules/robots/schema';
import { type PastRun, recordPastRuns } from '../modules/tasks/history';
import { users } from '../modules/users/schema';
import { hashPassword } from '../platform/crypto/password';
import type { Db } from '../platform/db';
import { demoDepartmentId } from './identities';
import type { SeedContext } from './index';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far back the demo's run history goes. */
export const HISTORY_DAYS = 21;

/** A small deterministic generator, so every demo start has the same history. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}

type Ending = PastRun['state'];
/** Mostly successes, and a few of every way a run ends badly. */
const ENDINGS: Array<[Ending, number]> = [
  ['success', 78],
  ['failed', 8],
  ['runout', 3],
  ['pendout', 4],
  ['stopped', 3],
  ['cancelled', 4],
];

function ending(r: number): Ending {
  let left = r * 100;
  for (const [state, weight] of ENDINGS) {
    left -= weight;
    if (left < 0) return state;
  }
  return 'success';
}

/**
 * The robots the demo's history ran on: the two demo robots `npm start`
 * connects (they sign in to these rows with the demo robot password), and
 * a developer's test machine in R&D that is no longer online.
 */
async function demoRobots(db: Db, finance: number, rnd: number, now: number) {
  const clientPwdHash = await hashPassword('Robot@2026');
  const base = {
    clientPwdHash,
    category: 'background',
    bindingWay: 'manager',
    os: 'Linux',
    agentVersion: '1.0.0',
    runState: 'offline',
    registeredAt: new Date(now - (HISTORY_DAYS + 2) * DAY_MS),
  };
  return db
    .insert(robots)
    .values([
      { ...base, robotsNo: 'DEMO-ROBOT-01', departmentId: finance, hostName: 'fin-rpa-01' },
      { ...base, robotsNo: 'DEMO-ROBOT-02', departmentId: finance, hostName: 'fin-rpa-02' },
      { ...base, robotsNo: 'DEV-PC-01', departmentId: rnd, hostName: 'dev-pc-01', os: 'Windows 11' },
    ])
    .onConflictDoNothing()
    .returning({ id: robots.id, robotsNo: robots.robotsNo, hostName: robots.hostName });
}

/**
 * Three weeks of finished runs, so the dashboards and run records have
 * something to show on first start: the demo users run the published
 * invoice check on the Finance robots on workdays (fewer at weekends), the
 * developer tries the processes still in development on a test machine.
 * Every run ended before the seed; none waits or runs.
 */
export async function seedRunHistory(db: Db, ctx: SeedContext): Promise<void> {
  if (!ctx.runHistory) return;
  const names = ['发票核验 Invoice check', '供应商对账 Supplier reconciliation', '报销单审核 Expense review'];
  const procs = await db.select().from(processes).where(inArray(processes.name, names));
  const invoice = procs.find((p) => p.name === names[0]);
  if (!invoice?.releasedVersionId) return;
  const trials = await db
    .select({ id: versions.id, processId: versions.processId, number: versions.number })
    .from(versions)
    .where(
      and(
        inArray(
          versions.processId,
          procs.filter((p) => p !== invoice).map((p) => p.id),
        ),
        eq(versions.active, true),
      ),
    );
  const people = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ['user', 'newbie', 'developer']));
  const who = (account: string) => people.find((p) => p.account === account);
  const finance = await demoDepartmentId(db, 'finance');
  const rnd = await demoDepartmentId(db, 'rnd');
  const developer = who('developer');
  if (!finance || !rnd || !developer) return;

  const now = Date.now();
  const machines = await demoRobots(db, finance, rnd, now);
  const finRobots = machines.filter((m) => m.robotsNo.startsWith('DEMO-'));
  const devRobot = machines.find((m) => m.robotsNo === 'DEV-PC-01');
  const runners = [who('user'), who('user'), who('newbie')].filter((u) => u !== undefined);
  const rand = generator(20_260_101);
  const runs: PastRun[] = [];

  const add = (
    p: { processId: number; versionId: number; departmentId: number },
    operator: { id: number; account: string },
    robot: { id: number; robotsNo: string } | undefined,
    at: number,
    state: Ending,
  ) => {
    const waitTimeout = invoice.waitTimeout;
    const runTimeout = invoice.runTimeout;
    const createdAt = new Date(at);
    const ran = state !== 'pendout' && state !== 'cancelled';
    const startedAt = ran ? new Date(at + rand.between(2, 40) * 1000) : null;
    const runMs = rand.between(45, 400) * 1000;
    const finishedAt = !startedAt
      ? new Date(at + (state === 'pendout' ? waitTimeout * MINUTE_MS : rand.between(1, 10) * MINUTE_MS))
      : new Date(
          startedAt.getTime() +
            (state === 'runout' ? runTimeout * MINUTE_MS : state === 'stopped' ? runMs / 2 : runMs),
        );
    const month = new Date(at).toISOString().slice(0, 7);
    const logs: PastRun['logs'] = ran
      ? [
          { level: 'info', text: `checking invoices of ${month}` },
          ...(state === 'success'
            ? [
                {
                  level: 'info' as const,
                  text: `report.txt written, ${rand.between(0, 6)} invoices to REVIEW`,
                },
              ]
            : state === 'failed'
              ? [{ level: 'error' as const, text: 'invoice file not found: sample-invoices.csv' }]
              : state === 'stopped'
                ? [{ level: 'warn' as const, text: 'stop requested' }]
                : [{ level: 'warn' as const, text: 'still checking invoices' }]),
        ]
      : [];
    runs.push({
      ...p,
      operatorId: operator.id,
      operatorName: operator.account,
      robotId: ran || state === 'cancelled' ? (robot?.id ?? null) : null,
      robotName: ran || state === 'cancelled' ? (robot?.robotsNo ?? '') : '',
      state,
      createdAt,
      startedAt,
      finishedAt,
      error:
        state === 'failed'
          ? 'exit code 3'
          : state === 'runout'
            ? 'run timeout'
            : state === 'pendout'
              ? 'no robot took it in time'
              : '',
      exitCode: state === 'failed' ? 3 : state === 'success' ? 0 : null,
      waitTimeout,
      runTimeout,
      logs,
    });
  };

  for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
    const date = new Date(now - day * DAY_MS);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const count = weekend ? rand.between(0, 2) : rand.between(4, 9);
    for (let i = 0; i < count; i += 1) {
      // Office hours (UTC+8), 09:00 to 18:00.
      const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - 8 * 3_600_000;
      const at = midnight + (9 * 60 + rand.between(0, 9 * 60 - 10)) * MINUTE_MS;
      const runner = rand.pick(runners);
      const robot = rand.pick(finRobots);
      add(
        { processId: invoice.id, versionId: invoice.releasedVersionId, departmentId: invoice.departmentId },
        runner,
        robot,
        at,
        ending(rand.next()),
      );
    }
    // The developer tries what is still in development every few days.
    if (!weekend && trials.length && day % 3 === 0) {
      const v = rand.pick(trials);
      const p = procs.find((x) => x.id === v.processId);
      const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - 8 * 3_600_000;
      if (p)
        add(
          { processId: p.id, versionId: v.id, departmentId: p.departmentId },
          developer,
          devRobot,
          midnight + (14 * 60 + rand.between(0, 180)) * MINUTE_MS,
          rand.next() < 0.6 ? 'success' : 'failed',
        );
    }
  }
  await recordPastRuns(db, runs);
  // The demo robots were last seen after the last run; the test machine a few days ago.
  for (const m of machines) {
    const seen = m.robotsNo === 'DEV-PC-01' ? now - 3 * DAY_MS : now - 6 * 3_600_000;
    await db
      .update(robots)
      .set({ lastOnlineAt: new Date(seen), lastBeatAt: new Date(seen) })
      .where(eq(robots.id, m.id));
  }
}
