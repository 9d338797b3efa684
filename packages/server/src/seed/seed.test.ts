import type {
  AlertMessage,
  FileRow,
  LicenceRow,
  ManagerDashboard,
  Page,
  TaskDataRow,
  TaskDetail,
  TaskItemRow,
  TaskRow,
  UserProcessDetail,
  UserProcessRow,
  VariableRow,
} from '@rpa/contracts';
import { validateRunParameters } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../modules/messages/schema';
import { processes } from '../modules/processes/schema';
import { tasks } from '../modules/tasks/schema';
import { DEMO_ERP_PASSWORD } from '../modules/variables/demo';
import { variables } from '../modules/variables/schema';
import type { Database } from '../platform/db';
import { sysConfig } from '../platform/db/schema';
import { createTestApp } from '../testing/app';
import { signIn } from '../testing/client';
import { createTestDatabase } from '../testing/db';
import { EN } from '../testing/processes';
import { DEMO_PASSWORD, demoDepartmentId } from './identities';
import { seedDemo } from './index';

describe('demo seeding', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds an empty database once and leaves it alone afterwards', async () => {
    const first = await seedDemo(database.db);
    expect(first.seeded).toBe(true);
    const marker = await database.db.select().from(sysConfig);
    expect(marker.map((r) => r.key)).toContain('demo.seededAt');
    const second = await seedDemo(database.db);
    expect(second.seeded).toBe(false);
    expect(await database.db.select().from(sysConfig)).toEqual(marker);
  });
});

describe('the demo as `npm start` seeds it', () => {
  let app: FastifyInstance;
  // How long seeding takes is a figure for a benchmark, not a test: a busy machine would fail it.
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemo(app.database.db, { files: app.files, runHistory: true, sealer: app.sealer });
  }, 60_000);
  afterAll(() => app.close());

  it('has weeks of finished runs, in every way a run ends, that the dashboards count', async () => {
    const admin = await signIn(app, 'admin', DEMO_PASSWORD);
    const runs = await app.database.db.select().from(tasks);
    expect(runs.length).toBeGreaterThan(60);
    const now = Date.now();
    for (const r of runs) {
      expect(r.createdAt.getTime()).toBeLessThan(now);
      expect(r.createdAt.getTime()).toBeGreaterThan(now - 22 * 86_400_000);
      expect(r.finishedAt?.getTime()).toBeLessThan(now);
    }
    const states = new Set(runs.map((r) => r.state));
    for (const s of ['success', 'failed', 'runout', 'pendout', 'stopped', 'cancelled']) {
      expect(states).toContain(s);
    }
    expect(states).not.toContain('pending');
    expect(states).not.toContain('running');
    // More than one process and robot ran them.
    expect(new Set(runs.map((r) => r.processId)).size).toBeGreaterThan(1);
    expect(new Set(runs.filter((r) => r.robotId).map((r) => r.robotId)).size).toBeGreaterThan(1);

    const d = await admin.call<ManagerDashboard>('POST', '/dashboard/manager', { quick: 'last30Days' });
    expect(d.body.code, d.body.msg).toBe(0);
    expect(d.body.result.runs.total).toBe(runs.length);
    expect(d.body.result.perDay.filter((x) => x.total > 0).length).toBeGreaterThan(10);
    expect(d.body.result.busiestRobots.map((r) => r.name)).toEqual(
      expect.arrayContaining(['DEMO-ROBOT-01', 'DEMO-ROBOT-02']),
    );
    const listed = await admin.call<Page<TaskRow>>('POST', '/task/list', { size: 10 });
    expect(listed.body.code, listed.body.msg).toBe(0);
    expect(listed.body.result.total).toBe(runs.length);
  });

  it('says nothing in any inbox that the demo data contradicts', async () => {
    const admin = await signIn(app, 'admin', DEMO_PASSWORD);
    const licences = await admin.call<Page<LicenceRow>>('POST', '/sys/lic/list', {});
    expect(licences.body.code, licences.body.msg).toBe(0);
    // Licences valid for about a year: no licence alert belongs in any inbox.
    expect(licences.body.result.records.every((l) => l.daysLeft > 300)).toBe(true);
    const all = await app.database.db.select().from(messages);
    expect(all.filter((m) => m.alertType === 'licence')).toEqual([]);
    // The owner is asked to audit the one version that awaits them, and the developer told of the return.
    const owner = await signIn(app, 'owner', DEMO_PASSWORD);
    const unread = await owner.call<Page<AlertMessage>>('POST', '/sys/alert', { alertStatus: 'unread' }, EN);
    const audits = unread.body.result.records.filter((m) => m.alertType === 'process');
    expect(audits.map((m) => m.alertDesc)).toEqual([
      'Version 1.0.1 of "供应商对账 Supplier reconciliation" awaits your audit',
    ]);
    const dev = await signIn(app, 'developer', DEMO_PASSWORD);
    const devInbox = await dev.call<Page<AlertMessage>>('POST', '/sys/alert', {}, EN);
    expect(devInbox.body.result.records.map((m) => m.alertDesc)).toEqual(
      expect.arrayContaining([
        'Version 1.0.0 of "供应商对账 Supplier reconciliation" was returned',
        'Version 1.0.0 of "发票核验 Invoice check" was approved and published',
      ]),
    );
  });

  it('keeps what the invoice payments example needs in Finance: its sealed password, its space of invoices, its process', async () => {
    const admin = await signIn(app, 'admin', DEMO_PASSWORD);
    const vars = await admin.call<Page<VariableRow>>('POST', '/variable/list', { name: 'ERP_' }, EN);
    const password = vars.body.result.records.find((v) => v.name === 'ERP_PASSWORD');
    expect(password).toMatchObject({ type: 'password', departmentName: expect.stringContaining('Finance') });
    expect(JSON.stringify(vars.body)).not.toContain(DEMO_ERP_PASSWORD);
    const [row] = await app.database.db.select().from(variables).where(eq(variables.name, 'ERP_PASSWORD'));
    expect(row?.value).not.toContain(DEMO_ERP_PASSWORD);
    expect(app.sealer.open(row?.value ?? '')).toBe(DEMO_ERP_PASSWORD);

    const spaces = await admin.call<Page<TaskDataRow>>('POST', '/taskData/list', { name: 'Invoices' }, EN);
    const space = spaces.body.result.records.find((r) => r.name === 'Invoices');
    expect(space?.departmentName).toContain('Finance');
    const items = await admin.call<Page<TaskItemRow>>(
      'POST',
      '/taskData/records',
      { spaceId: space?.id, state: 'waitToRun' },
      EN,
    );
    expect(items.body.result.total).toBe(5);

    const user = await signIn(app, 'user', DEMO_PASSWORD);
    const mine = await user.call<Page<{ name: string }>>('POST', '/process/user/list', {}, EN);
    expect(mine.body.result.records.map((p) => p.name)).toContain('发票付款 Invoice payments');
  });

  it('gives the demo user files of their own and the invoice check a document, each with its history', async () => {
    const user = await signIn(app, 'user', DEMO_PASSWORD);
    const list = async (tab: string) =>
      (await user.call<Page<FileRow>>('POST', '/file/list', { tab }, EN)).body.result.records.map(
        (f) => `${f.folder}${f.name}`,
      );
    expect((await list('personal')).sort()).toEqual([
      'invoices/2026-11/sample-invoices.csv',
      '说明 notes.txt',
    ]);
    expect(await list('process')).toEqual(['exchange-rates.csv']);
    const [first] = (await user.call<Page<FileRow>>('POST', '/file/list', { tab: 'process' }, EN)).body.result
      .records;
    const got = await user.download('GET', `/file/download?id=${first?.id}`);
    expect(got.raw.toString()).toContain('USD,7.10');
  });

  it('publishes the order entry example, which drives a user interface, in Finance for the demo user to run', async () => {
    const name = '订单录入 Order entry (UI)';
    const [row] = await app.database.db.select().from(processes).where(eq(processes.name, name));
    expect(row?.departmentId).toBe(await demoDepartmentId(app.database.db, 'finance'));
    const user = await signIn(app, 'user', DEMO_PASSWORD);
    const mine = await user.call<Page<UserProcessRow>>('POST', '/process/user/list', {}, EN);
    const orders = mine.body.result.records.find((p) => p.name === name);
    expect(orders).toMatchObject({ version: '1.0.0', icon: expect.any(String) });
    const detail = await user.call<UserProcessDetail>(
      'GET',
      `/process/user/detail?id=${orders?.id}`,
      undefined,
      EN,
    );
    const parameters = detail.body.result.parameters;
    expect(parameters.map((p) => [p.name, p.defaultValue])).toEqual([
      ['rows_file', 'orders.csv'],
      ['pause_ms', '400'],
    ]);
    // The run dialog's defaults pass its check, and the run is taken.
    const defaults = Object.fromEntries(parameters.map((p) => [p.name, p.defaultValue]));
    expect(validateRunParameters(parameters, defaults)).toEqual([]);
    const run = await user.call<TaskDetail>(
      'POST',
      '/task/run',
      { processId: orders?.id, parameters: defaults },
      EN,
    );
    expect(run.body.code, run.body.msg).toBe(0);
    expect(run.body.result.processName).toBe(name);
  });
});
