import type { ManagerDashboard, OwnerDashboard, Report, UserDashboard } from '@rpa/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, type Column, eq, gte, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { days, testLicence } from '../../testing/licences';
import { EN } from '../../testing/processes';
import { departments } from '../departments/schema';
import { saveLicence } from '../licences/store';
import { processes } from '../processes/schema';
import { robots } from '../robots/schema';
import { tasks } from '../tasks/schema';
import { users } from '../users/schema';
import { reportRows } from './figures';

dayjs.extend(utc);
dayjs.extend(timezone);

let app: FastifyInstance;
const as: Record<'admin' | 'manager' | 'owner' | 'user', Caller> = {} as never;
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * A known history: in Finance (the manager's), over the last 7 days, 6
 * successes, 2 failures, 1 wait timeout, 1 stop and 1 cancellation on
 * robot FIN-1, all of the invoice process; in R&D (not the manager's),
 * 3 successes on robot RND-1; and 40 days ago in Finance, 4 failures.
 */
beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  await seedDemo(db, { files: app.files });
  for (const who of ['admin', 'manager', 'owner', 'user'] as const) {
    as[who] = await signIn(app, who, DEMO_PASSWORD);
  }
  const dept = async (code: string) =>
    (await db.select().from(departments).where(eq(departments.code, code)))[0]?.id ?? 0;
  const finance = await dept('10021');
  const rnd = await dept('1001');
  const [invoice] = await db.select().from(processes).where(sql`${processes.name} like '%Invoice check'`);
  if (!invoice?.releasedVersionId) throw new Error('the demo invoice process is not published');
  const userId = (await db.select().from(users).where(eq(users.account, 'user')))[0]?.id ?? null;
  const [fin, rd] = await db
    .insert(robots)
    .values([
      {
        robotsNo: 'FIN-1',
        departmentId: finance,
        runState: 'idle',
        userId,
        category: 'background',
        bindingWay: 'user',
      },
      {
        robotsNo: 'RND-1',
        departmentId: rnd,
        runState: 'offline',
        category: 'background',
        bindingWay: 'manager',
      },
    ] as Array<typeof robots.$inferInsert>)
    .returning();
  const run = (
    state: string,
    hoursAgo: number,
    departmentId: number,
    robot: { id: number; robotsNo: string } | undefined,
  ) => ({
    processId: invoice.id,
    versionId: invoice.releasedVersionId as number,
    departmentId,
    state,
    robotId: robot?.id ?? null,
    robotName: robot?.robotsNo ?? '',
    waitTimeout: 30,
    runTimeout: 120,
    createdAt: ago(hoursAgo),
    startedAt: state === 'cancelled' ? null : ago(hoursAgo),
    finishedAt: new Date(ago(hoursAgo).getTime() + 60_000),
  });
  const history = [
    ...Array.from({ length: 6 }, (_, i) => run('success', 2 + i, finance, fin)),
    run('failed', 10, finance, fin),
    run('failed', 11, finance, fin),
    run('pendout', 12, finance, fin),
    run('stopped', 13, finance, fin),
    run('cancelled', 14, finance, fin),
    ...Array.from({ length: 3 }, (_, i) => run('success', 1 + i, rnd, rd)),
    ...Array.from({ length: 4 }, (_, i) => run('failed', 40 * 24 + i, finance, fin)),
  ];
  await db.insert(tasks).values(history);
  // Licences due in 29 and in 31 days: only the first is flagged.
  for (const [sn, due] of [
    ['DUE-29', days(29)],
    ['DUE-31', days(31)],
  ] as const) {
    const { payload, text } = await testLicence(app, { licSn: sn, dueAt: due });
    await saveLicence(db, payload, text);
  }
});
afterAll(() => app.close());

const manager = (caller: Caller, body: Record<string, unknown>) =>
  caller.call<ManagerDashboard>('POST', '/dashboard/manager', body, EN);

describe('manager dashboard', () => {
  it('counts the runs of the manager departments over the last 7 days, with the success rate', async () => {
    const res = await manager(as.manager, { quick: 'last7Days' });
    expect(res.body.code).toBe(0);
    const d = res.body.result as ManagerDashboard;
    expect(d.runs.total).toBe(11);
    expect(d.runs.byState).toMatchObject({ success: 6, failed: 2, pendout: 1, stopped: 1, cancelled: 1 });
    expect(d.runs.abnormal).toBe(4);
    // 6 successes of the 10 runs that ended (the cancelled one never ran).
    expect(d.runs.successRate).toBeCloseTo(0.6, 10);
    expect(d.perDay.reduce((n, x) => n + x.total, 0)).toBe(11);
    expect(d.busiestRobots).toEqual([{ id: expect.any(Number), name: 'FIN-1', runs: 11, success: 6 }]);
    expect(d.busiestProcesses[0]?.runs).toBe(11);
    expect(d.robots).toEqual({ idle: 1, running: 0, offline: 0 });
  });

  it('the admin, who manages every department, also counts R&D', async () => {
    const d = (await manager(as.admin, { quick: 'last7Days' })).body.result as ManagerDashboard;
    expect(d.runs.total).toBe(14);
    expect(d.runs.byState.success).toBe(9);
    expect(d.robots).toEqual({ idle: 1, running: 0, offline: 1 });
  });

  it('the last 10 and the 10 latest abnormal runs are the newest ones, whatever the range', async () => {
    const d = (await manager(as.manager, { quick: 'today' })).body.result as ManagerDashboard;
    expect(d.lastTasks).toHaveLength(10);
    expect(d.lastTasks.map((t) => t.state)).toEqual([
      ...Array(6).fill('success'),
      'failed',
      'failed',
      'pendout',
      'stopped',
    ]);
    expect(d.abnormalTasks).toHaveLength(8);
    expect(d.abnormalTasks.slice(0, 4).map((t) => t.state)).toEqual([
      'failed',
      'failed',
      'pendout',
      'stopped',
    ]);
    expect(d.lastTasks.every((t) => t.robotName === 'FIN-1')).toBe(true);
  });

  it('answers the quick range "yesterday": the whole previous day in the server time zone', async () => {
    const res = await manager(as.manager, { quick: 'yesterday' });
    expect(res.body.code, res.body.msg).toBe(0);
    const d = res.body.result as ManagerDashboard;
    const today = dayjs().tz(app.config.timezone).startOf('day');
    expect(d.range.from).toBe(today.subtract(1, 'day').toISOString());
    expect(d.range.to).toBe(today.toISOString());
    const today2 = (await manager(as.manager, { quick: 'today' })).body.result as ManagerDashboard;
    const last7 = (await manager(as.manager, { quick: 'last7Days' })).body.result as ManagerDashboard;
    // Yesterday's runs are those of the last 7 days that are not today's (all were made within 15 hours).
    expect(d.runs.total).toBe(last7.runs.total - today2.runs.total);
  });

  it('flags the licence due in 29 days and not the one due in 31', async () => {
    const d = (await manager(as.manager, { quick: 'all' })).body.result as ManagerDashboard;
    const flagged = d.expiring.map((l) => l.licSn);
    expect(flagged).toContain('DUE-29');
    expect(flagged).not.toContain('DUE-31');
    expect(d.runs.total).toBe(15);
    const background = d.licences.find((c) => c.category === 'background');
    expect(background?.total).toBeGreaterThanOrEqual(10);
  });

  it('shortens a custom range longer than 366 days and says so; refuses one that ends before it starts', async () => {
    const to = new Date('2026-11-01T00:00:00Z');
    const long = await manager(as.manager, { from: '2025-01-01T00:00:00Z', to: to.toISOString() });
    expect(long.body.result?.range).toEqual({
      from: new Date(to.getTime() - 366 * 24 * HOUR).toISOString(),
      to: to.toISOString(),
      corrected: true,
      maxDays: 366,
    });
    const fine = await manager(as.manager, { from: '2026-01-01T00:00:00Z', to: to.toISOString() });
    expect(fine.body.result?.range.corrected).toBe(false);
    const backwards = await manager(as.manager, { from: to.toISOString(), to: '2026-01-01T00:00:00Z' });
    expect(backwards.body.code).toBe(400);
    expect(backwards.body.msg).toContain('The start cannot be after the end');
  });

  it('is refused to identities without the manager dashboard', async () => {
    expect((await manager(as.user, { quick: 'today' })).body.code).toBe(403);
  });
});

describe('owner and user dashboards', () => {
  /** The caller's dashboard over a quick range, in English; fails the test when refused. */
  async function dashboard<T>(caller: Caller, which: 'owner' | 'user', quick: string): Promise<T> {
    const res = await caller.call<T>('POST', `/dashboard/${which}`, { quick }, EN);
    expect(res.body.code).toBe(0);
    return res.body.result as T;
  }

  it('the owner sees the version awaiting audit and the runs of the processes they own', async () => {
    const d = await dashboard<OwnerDashboard>(as.owner, 'owner', 'last30Days');
    expect(d.awaiting.map((a) => a.processName)).toEqual(['供应商对账 Supplier reconciliation']);
    expect(d.processes.awaitingAudit).toBe(1);
    // The demo owner owns the invoice process: every run of the last 30 days is theirs.
    expect(d.runs.total).toBe(14);
  });

  it('the user sees their robot, their processes and their runs', async () => {
    const d = await dashboard<UserDashboard>(as.user, 'user', 'last7Days');
    expect(d.robots.map((r) => r.robotsNo)).toEqual(['FIN-1']);
    expect(d.processes.assigned).toBe(3); // the demo user runs invoice check, invoice payments and order entry
    expect(d.runs.total).toBe(14);
    expect(d.live).toEqual([]);
  });
});

describe('report center', () => {
  it('groups the runs by robot and by day, scoped to the caller', async () => {
    const byRobot = await as.manager.call<Report>(
      'POST',
      '/report/runs',
      { quick: 'last7Days', groupBy: 'robot' },
      EN,
    );
    expect(byRobot.body.result?.rows).toEqual([
      {
        key: expect.any(String),
        name: 'FIN-1',
        total: 11,
        success: 6,
        abnormal: 4,
        cancelled: 1,
        successRate: 0.6,
        avgSeconds: 60,
      },
    ]);
    const byDepartment = await as.admin.call<Report>(
      'POST',
      '/report/runs',
      { quick: 'last7Days', groupBy: 'department' },
      EN,
    );
    expect(byDepartment.body.result?.rows.map((r) => [r.name, r.total])).toEqual([
      ['财务部 Finance', 11],
      ['研发中心 R&D', 3],
    ]);
    const byDay = await as.admin.call<Report>('POST', '/report/runs', { quick: 'all', groupBy: 'day' }, EN);
    const rows = byDay.body.result?.rows ?? [];
    expect(rows.reduce((n, r) => n + r.total, 0)).toBe(18);
    expect(rows.map((r) => r.key)).toEqual([...rows.map((r) => r.key)].sort());
  });

  it('exports the report as a workbook with one row per group (in Chinese without a lang header)', async () => {
    const res = await as.manager.download('POST', '/report/runs/export', {
      quick: 'last7Days',
      groupBy: 'process',
      format: 'xlsx',
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '流程',
      '运行次数',
      '成功',
      '异常',
      '已取消',
      '成功率',
      '平均运行时长（秒）',
    ]);
    expect(sheet?.getRow(2).values).toEqual([undefined, '发票核验 Invoice check', 11, 6, 4, 1, '60.0%', 60]);
    expect(sheet?.rowCount).toBe(2);
  });
});

describe('daily counts', () => {
  it('follow runs that change state or go away, and agree with the runs themselves', async () => {
    const db = app.database.db;
    const all = inArray(
      tasks.departmentId,
      (await db.select({ id: departments.id }).from(departments)).map((d) => d.id),
    );
    const ids = (await db.select({ id: departments.id }).from(departments)).map((d) => d.id);
    const window = (counted: boolean, from: Date | null = null) => ({
      scope: all,
      rollup: counted ? (departmentId: Column) => inArray(departmentId, ids) : null,
      from,
      to: new Date(),
      tz: 'Asia/Shanghai',
    });
    // Three of the old failures become successes, one is deleted.
    const old = await db.select().from(tasks).where(eq(tasks.state, 'failed'));
    const forty = old.filter((t) => Date.now() - t.createdAt.getTime() > 30 * 24 * HOUR);
    expect(forty).toHaveLength(4);
    for (const t of forty.slice(0, 3))
      await db.update(tasks).set({ state: 'success' }).where(eq(tasks.id, t.id));
    await db.delete(tasks).where(eq(tasks.id, forty[3]?.id ?? 0));
    // Statements that move many runs at once (a scheduler pass, a dispatcher batch) are counted per row.
    await db
      .update(tasks)
      .set({ finishedAt: sql`${tasks.finishedAt} + interval '90 seconds'` })
      .where(eq(tasks.state, 'success'));
    const failed = await db
      .update(tasks)
      .set({ state: 'stopped' })
      .where(eq(tasks.state, 'failed'))
      .returning();
    expect(failed.length).toBeGreaterThan(1);
    await db
      .update(tasks)
      .set({ state: 'failed' })
      .where(
        inArray(
          tasks.id,
          failed.map((t) => t.id),
        ),
      );

    // Runs change robots: one old failure to the other robot, a recent success to none.
    const [rnd] = await db.select().from(robots).where(eq(robots.robotsNo, 'RND-1'));
    await db
      .update(tasks)
      .set({ robotId: rnd?.id ?? 0, robotName: 'RND-1' })
      .where(eq(tasks.id, forty[0]?.id ?? 0));
    const [recent] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.state, 'success'), gte(tasks.createdAt, ago(7 * 24))))
      .limit(1);
    await db
      .update(tasks)
      .set({ robotId: null, robotName: '' })
      .where(eq(tasks.id, recent?.id ?? 0));

    for (const groupBy of ['day', 'robot', 'process'] as const) {
      // All time (months, then days, then today's runs), and from mid-way through a day 45 days ago.
      for (const from of [null, ago(45 * 24 + 5.5)]) {
        const counted = await reportRows(db, window(true, from), groupBy);
        const scanned = await reportRows(db, window(false, from), groupBy);
        expect(counted, `${groupBy} from ${from?.toISOString() ?? 'the beginning'}`).toEqual(scanned);
      }
    }
    const robotsRanked = await reportRows(db, window(true), 'robot');
    expect(robotsRanked.map((r) => [r.name, r.total])).toEqual([
      ['FIN-1', 12],
      ['RND-1', 4],
      ['', 1],
    ]);
    const d = (await manager(as.admin, { quick: 'all' })).body.result as ManagerDashboard;
    expect(d.runs.total).toBe(17);
    expect(d.runs.byState.success).toBe(12);
  });
});
