import {
  Code,
  type OplogRow,
  type Page,
  type ProcessDetail,
  type ProcessRow,
  type UserOption,
  type UserProcessDetail,
  type UserProcessRow,
  type VersionRecordRow,
  validateRunParameters,
} from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/client';
import { addUser } from '../../testing/directory';
import { EN, type ProcessWorld, processWorld, release, uploadExample } from '../../testing/processes';
import { insertDepartment } from '../departments/create';
import { operationLogs } from '../oplog/schema';
import { ensureBuiltInRoles } from '../roles/builtin';
import { users } from '../users/schema';

let w: ProcessWorld;
/** Released and assigned to `user`; awaiting the owner; being edited. */
const p = { released: 0, pending: 0, editing: 0 };

beforeAll(async () => {
  w = await processWorld();
  const released = await uploadExample(w.dev, 'Released one');
  await w.dev.call('POST', '/process/dev/modify', { id: released.process.id, keywords: 'finance,invoice' });
  await release(w, released.version.id);
  const pending = await uploadExample(w.dev, 'Pending one');
  await w.dev.call('POST', '/process/dev/publish', {
    versionId: pending.version.id,
    ownerId: w.userId.owner,
  });
  const editing = await uploadExample(w.dev2, 'Editing one');
  Object.assign(p, {
    released: released.process.id,
    pending: pending.process.id,
    editing: editing.process.id,
  });
});
afterAll(() => w.app.close());

const names = (r: { body: { result: Page<{ name: string }> } }) =>
  r.body.result.records.map((x) => x.name).sort();

describe('who sees which processes', () => {
  it('developers see their department processes, with filters', async () => {
    for (const dev of [w.dev, w.dev2]) {
      const all = await dev.call<Page<ProcessRow>>('POST', '/process/dev/list', {});
      expect(names(all)).toEqual(['Editing one', 'Pending one', 'Released one']);
    }
    const byName = await w.dev.call<Page<ProcessRow>>('POST', '/process/dev/list', {
      name: 'one',
      status: 1,
    });
    expect(names(byName)).toEqual(['Pending one']);
    const byKeyword = await w.dev.call<Page<ProcessRow>>('POST', '/process/dev/list', { keyword: 'INVOICE' });
    expect(
      byKeyword.body.result.records.map((r) => [r.name, r.status, r.releasedVersion, r.owner?.account]),
    ).toEqual([['Released one', 2, '1.0.0', 'owner']]);
    const paged = await w.dev.call<Page<ProcessRow>>('POST', '/process/dev/list', { size: 2, page: 2 });
    expect(paged.body.result).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(paged.body.result.records).toHaveLength(1);
  });

  it('owners see the processes they own; the audit filter keeps those waiting for them', async () => {
    const all = await w.owner.call<Page<ProcessRow>>('POST', '/process/owner/list', {});
    expect(names(all)).toEqual(['Pending one', 'Released one']);
    const audit = await w.owner.call<Page<ProcessRow>>('POST', '/process/owner/list', { audit: true });
    expect(audit.body.result.records.map((r) => [r.name, r.status, r.pendingVersionId !== null])).toEqual([
      ['Pending one', 1, true],
    ]);
    expect(names(await w.owner2.call('POST', '/process/owner/list', {}))).toEqual([]);
    const stranger = await w.owner2.call('GET', `/process/owner/detail?id=${p.pending}`, undefined, EN);
    expect(stranger.body).toMatchObject({ code: Code.BAD_REQUEST, msg: 'No such process' });
  });

  it('managers see their departments only: R&D processes are not Operations ones', async () => {
    expect(names(await w.manager.call('POST', '/process/manager/list', {}))).toEqual([]);
    const outside = await w.manager.call('GET', `/process/manager/detail?id=${p.released}`, undefined, EN);
    expect(outside.body.msg).toBe('No such process');
    const admin = await signIn(w.app, 'admin', DEMO_PASSWORD);
    expect(names(await admin.call('POST', '/process/manager/list', {}))).toEqual([
      'Editing one',
      'Pending one',
      'Released one',
    ]);
    const detail = await admin.call<ProcessDetail>('GET', `/process/manager/detail?id=${p.released}`);
    expect(detail.body.result.flow.nodes.map((n) => n.id)).toContain('check');
    const versions = await admin.call<Page<unknown>>('POST', '/process/manager/versions', {
      processId: p.released,
    });
    expect(versions.body.result.total).toBe(1);
  });

  it('each identity reaches only its own calls', async () => {
    expect((await w.user.call('POST', '/process/dev/list', {})).status).toBe(403);
    expect((await w.owner.call('POST', '/process/manager/list', {})).status).toBe(403);
    expect((await w.manager.call('POST', '/process/user/list', {})).status).toBe(403);
    expect((await w.dev.call('POST', '/process/owner/approve', { versionId: 1 })).status).toBe(403);
  });
});

describe('assigning users and the user view', () => {
  it('offers the users of the owner departments who hold the user identity', async () => {
    const res = await w.owner.call<UserOption[]>('POST', '/process/owner/assignable', {});
    expect(res.body.result.map((u) => u.account)).toEqual(['newbie', 'user']);
  });

  it('shows a published process to its assigned users only, with what the run dialog needs', async () => {
    expect(names(await w.user.call('POST', '/process/user/list', {}))).toEqual([]);
    const res = await w.owner.call<ProcessDetail>('POST', '/process/owner/assign', {
      processId: p.released,
      userIds: [w.userId.user, w.userId.user],
    });
    expect(res.body.result.users.map((u) => u.account)).toEqual(['user']);
    expect(res.body.result.userCount).toBe(1);

    const list = await w.user.call<Page<UserProcessRow>>('POST', '/process/user/list', {});
    expect(list.body.result.records.map((r) => [r.name, r.version, r.owner?.account])).toEqual([
      ['Released one', '1.0.0', 'owner'],
    ]);
    const detail = await w.user.call<UserProcessDetail>('GET', `/process/user/detail?id=${p.released}`);
    const d = detail.body.result;
    expect(d.flow.nodes.map((n) => n.label)).toContain('Read invoices');
    expect(d.parameters.map((x) => x.name)).toEqual(['month', 'invoice_file', 'threshold', 'notify']);
    // The run dialog's check, on the real parameters.
    expect(
      validateRunParameters(d.parameters, { month: '', invoice_file: 'a b.csv' }).map((i) => i.key),
    ).toEqual(['processes.parameterRequired', 'processes.parameterFileName']);
    const unassigned = await w.user.call('GET', `/process/user/detail?id=${p.pending}`, undefined, EN);
    expect(unassigned.body.msg).toBe('No such process');
  });

  it('hides an assigned process that is not published yet', async () => {
    await w.owner.call('POST', '/process/owner/assign', { processId: p.pending, userIds: [w.userId.user] });
    expect(names(await w.user.call('POST', '/process/user/list', {}))).toEqual(['Released one']);
  });

  it('refuses assignments by another owner and of users who may not run processes', async () => {
    const other = await w.owner2.call(
      'POST',
      '/process/owner/assign',
      { processId: p.released, userIds: [] },
      EN,
    );
    expect(other.body).toMatchObject({
      code: Code.FORBIDDEN,
      msg: 'Only the owner of this process can assign its users',
    });
    const dev = await w.owner.call(
      'POST',
      '/process/owner/assign',
      { processId: p.released, userIds: [w.userId.developer] },
      EN,
    );
    expect(dev.body.msg).toBe(
      `Only users of your departments who hold the user identity can be assigned (${w.userId.developer})`,
    );
    const detail = await w.owner.call<ProcessDetail>('GET', `/process/owner/detail?id=${p.released}`);
    expect(detail.body.result.users.map((u) => u.account)).toEqual(['user']);
  });

  it('serves the icon to whoever sees the process under their identity', async () => {
    const png = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    await w.dev.upload(`/process/dev/icon?id=${p.released}`, 'i.png', png);
    expect((await w.user.download('GET', `/process/icon?id=${p.released}`)).raw.equals(png)).toBe(true);
    expect((await w.owner.download('GET', `/process/icon?id=${p.released}`)).raw.equals(png)).toBe(true);
    const hidden = await w.owner2.call('GET', `/process/icon?id=${p.released}`, undefined, EN);
    expect(hidden.body.msg).toBe('No such process');
    const none = await w.dev.call('GET', `/process/icon?id=${p.editing}`, undefined, EN);
    expect(none.body.msg).toBe('This process has no icon');
  });

  it('logs uploads, edits and assignments', async () => {
    const rows = await w.app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'processes'), eq(operationLogs.result, 'success')));
    const said = rows.map((r) => r.description);
    expect(said).toContain('upload package of Released one version 1.0.0');
    expect(said).toContain(`modify process #${p.released}`);
    expect(said).toContain(`assign users [${w.userId.user}] to process #${p.released}`);
    // Each reader sees the row in their own language.
    const zh = await w.manager.call<Page<OplogRow>>(
      'POST',
      '/sys/oplog/list',
      { module: 'processes' },
      { headers: { lang: 'zh_CN' } },
    );
    expect(zh.body.result.records.map((r) => r.description)).toContain(
      `为流程 #${p.released} 分配使用者 [${w.userId.user}]`,
    );
  });
});

describe('exports and operation records', () => {
  const sheetOf = async (raw: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    return sheet;
  };

  it('exports the filtered list in the chosen format, and refuses an export with no format', async () => {
    const xlsx = await w.dev.download('POST', '/process/dev/export', { format: 'xlsx', status: 1 });
    expect(xlsx.type).toContain('spreadsheetml');
    const sheet = await sheetOf(xlsx.raw);
    expect(sheet.getRow(1).getCell(1).text).toBe('流程名称');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).text).toBe('Pending one');

    const csv = await w.owner.download('POST', '/process/owner/export', { format: 'csv' });
    expect(csv.type).toContain('text/csv');
    expect([...csv.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.raw.subarray(3).toString('utf8').trim().split('\n');
    expect(lines[0]).toContain('流程名称');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['Pending one', 'Released one']);

    const none = await w.dev.call('POST', '/process/dev/export', {}, EN);
    expect(none.body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: expect.stringContaining('export format'),
    });
    const wrong = await w.manager.call('POST', '/process/manager/export', { format: 'pdf' }, EN);
    expect(wrong.body.code).toBe(Code.BAD_REQUEST);
  });

  it('exports only the processes a user may run', async () => {
    const res = await w.user.download('POST', '/process/user/export', { format: 'xlsx' });
    const sheet = await sheetOf(res.raw);
    const rows: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(row.getCell(1).text);
    });
    expect(rows).toEqual(['Released one']);
  });

  it('lists the version records of every process in scope when no process is named', async () => {
    const all = await w.dev.call<Page<VersionRecordRow>>('POST', '/process/dev/records', {});
    expect(all.body.code, all.body.msg).toBe(0);
    expect(all.body.result.records.map((r) => [r.processName, r.type]).sort()).toEqual([
      ['Pending one', 'release'],
      ['Released one', 'appr'],
      ['Released one', 'release'],
    ]);
    const approvals = await w.dev.call<Page<VersionRecordRow>>('POST', '/process/dev/records', {
      type: 'appr',
    });
    expect(approvals.body.result.total).toBe(1);
    const owner2 = await w.owner2.call<Page<VersionRecordRow>>('POST', '/process/owner/records', {});
    expect(owner2.body.result.records).toEqual([]);
  });
});

describe('demo data', () => {
  it('seeds five processes in different states from the example packages', async () => {
    const app = await createTestApp();
    try {
      await seedDemo(app.database.db, { files: app.files });
      const sign = (a: string) => signIn(app, a, DEMO_PASSWORD);
      const dev = await sign('developer');
      const rows = (await dev.call<Page<ProcessRow>>('POST', '/process/dev/list', {})).body.result.records;
      expect(rows.map((r) => [r.name, r.status, r.latestVersion, r.releasedVersion]).sort()).toEqual([
        ['供应商对账 Supplier reconciliation', 1, '1.0.1', null],
        ['发票付款 Invoice payments', 2, '1.0.0', '1.0.0'],
        ['发票核验 Invoice check', 2, '1.1.0', '1.0.0'],
        ['报销单审核 Expense review', 0, '0.1.0', null],
        ['订单录入 Order entry (UI)', 2, '1.0.0', '1.0.0'],
      ]);
      expect(rows.every((r) => r.icon !== null)).toBe(true);

      const owner = await sign('owner');
      const audit = (await owner.call<Page<ProcessRow>>('POST', '/process/owner/list', { audit: true })).body
        .result;
      expect(audit.records.map((r) => r.name)).toEqual(['供应商对账 Supplier reconciliation']);
      const records = await owner.call<Page<VersionRecordRow>>('POST', '/process/owner/records', {
        processId: audit.records[0]!.id,
      });
      expect(records.body.result.records.map((r) => [r.versionNumber, r.type])).toEqual([
        ['1.0.1', 'release'],
        ['1.0.0', 'back'],
        ['1.0.0', 'release'],
      ]);

      const manager = await sign('manager');
      const managed = (await manager.call<Page<ProcessRow>>('POST', '/process/manager/list', {})).body.result;
      expect(managed.records.map((r) => [r.name, r.departmentName]).sort()).toEqual([
        ['发票付款 Invoice payments', '财务部 Finance'],
        ['发票核验 Invoice check', '财务部 Finance'],
        ['订单录入 Order entry (UI)', '财务部 Finance'],
      ]);

      const user = await sign('user');
      const mine = (await user.call<Page<UserProcessRow>>('POST', '/process/user/list', {})).body.result
        .records;
      expect(mine.map((r) => [r.name, r.version]).sort()).toEqual([
        ['发票付款 Invoice payments', '1.0.0'],
        ['发票核验 Invoice check', '1.0.0'],
        ['订单录入 Order entry (UI)', '1.0.0'],
      ]);
      const pkg = await dev.download('GET', `/process/dev/download?versionId=${mine[0]!.versionId}`);
      expect(pkg.raw.subarray(0, 2).toString()).toBe('PK');
    } finally {
      await app.close();
    }
  });

  it('a developer in a department of their own starts with an empty list', async () => {
    const db = w.app.database.db;
    const roles = await ensureBuiltInRoles(db);
    const [head] = await db.select().from(users).where(eq(users.account, 'admin'));
    const lab = await insertDepartment(db, { name: 'Lab', code: '77', parentId: head!.departmentId });
    await addUser(db, 'labdev', 'Lab developer', lab, [roles[2]]);
    const labdev = await signIn(w.app, 'labdev', DEMO_PASSWORD);
    expect(names(await labdev.call('POST', '/process/dev/list', {}))).toEqual([]);
  });
});
