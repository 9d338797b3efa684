import { Code, type DepartmentNode, type ImportResult } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { processes } from '../processes/schema';
import { departments } from './schema';

let app: FastifyInstance;
let admin: Caller;
let manager: Caller;
const id: Record<string, number> = {};
beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = await signIn(app, 'admin', DEMO_PASSWORD);
  manager = await signIn(app, 'manager', DEMO_PASSWORD);
  for (const d of await app.database.db.select().from(departments)) id[d.code] = d.id;
});
afterAll(() => app.close());

const byCode = async (code: string) =>
  (await app.database.db.select().from(departments).where(eq(departments.code, code)))[0];
const EN = { headers: { lang: 'en_US' } };
/** Adds a department as `caller`, answered in English. */
const addDepartment = (caller: Caller, body: { name: string; code: string; parentId: number | undefined }) =>
  caller.call('POST', '/sauth/org/add', body, EN);
/** Deletes a department as `caller`, answered in English. */
const deleteDepartment = (caller: Caller, departmentId: number | undefined) =>
  caller.call('POST', '/sauth/org/del', { id: departmentId }, EN);

describe('department rules', () => {
  for (const [what, body, says] of [
    ['a name of 1 character', { name: 'A', code: '201' }, 'The department name must be 2 to 30'],
    ['a name of 31 characters', { name: 'n'.repeat(31), code: '202' }, 'The department name must be 2 to 30'],
    ['a code of 1 digit', { name: 'Legal', code: '2' }, '2 to 5 digits'],
    ['a code of 6 digits', { name: 'Legal', code: '123456' }, '2 to 5 digits'],
    ['a code with a letter', { name: 'Legal', code: '12a' }, '2 to 5 digits'],
    ['a code taken', { name: 'Legal', code: '1001' }, 'The department code 1001 already exists'],
  ] as const) {
    it(`refuses ${what}`, async () => {
      const res = await addDepartment(admin, { ...body, parentId: id['10'] });
      expect(res.body.msg).toContain(says);
      expect((await app.database.db.select().from(departments)).length).toBe(5);
    });
  }

  it('accepts the boundaries: 2 and 30 characters, 2 and 5 digits', async () => {
    expect((await addDepartment(admin, { name: 'Lg', code: '20', parentId: id['10'] })).body.code).toBe(0);
    const long = await addDepartment(admin, {
      name: 'n'.repeat(30),
      code: '20001',
      parentId: id['20'] ?? (await byCode('20'))?.id,
    });
    expect(long.body.code, long.body.msg).toBe(0);
  });
});

describe('the tree, moves and deletion', () => {
  it('each caller sees the tree from the departments they manage', async () => {
    const all = await admin.call<DepartmentNode[]>('POST', '/sauth/org/tree', {});
    expect(all.body.result.map((d) => d.code)).toEqual(['10']);
    const ops = await manager.call<DepartmentNode[]>('POST', '/sauth/org/tree', {});
    expect(ops.body.result.map((d) => d.code)).toEqual(['1002']);
    expect(ops.body.result[0]?.children.map((d) => d.code)).toEqual(['10021', '10022']);
  });

  it('moving a department carries its sub-departments and their users along', async () => {
    const lg = await byCode('20');
    const sub = await byCode('20001');
    const res = await admin.call('POST', '/sauth/org/modify', {
      id: lg?.id,
      name: 'Legal',
      code: '20',
      sort: 3,
      description: '',
      parentId: id['1002'],
    });
    expect(res.body.code, res.body.msg).toBe(0);
    const moved = await byCode('20');
    expect(moved?.path).toBe(`/${id['10']}/${id['1002']}/${lg?.id}/`);
    expect((await byCode('20001'))?.path).toBe(`/${id['10']}/${id['1002']}/${lg?.id}/${sub?.id}/`);
    // The operations manager now manages it.
    const ops = await manager.call<DepartmentNode[]>('POST', '/sauth/org/tree', {});
    expect(ops.body.result[0]?.children.map((d) => d.code)).toContain('20');
  });

  it('refuses moving a department under itself or its sub-department, and moving the top', async () => {
    const res = await admin.call(
      'POST',
      '/sauth/org/modify',
      { id: id['1002'], name: 'Operations', code: '1002', sort: 2, description: '', parentId: id['10021'] },
      EN,
    );
    expect(res.body.msg).toContain('cannot move under itself');
    const top = await admin.call('POST', '/sauth/org/modify', {
      id: id['10'],
      name: '总部',
      code: '10',
      sort: 0,
      description: '',
      parentId: id['1001'],
    });
    expect(top.body.code).toBe(Code.BAD_REQUEST);
  });

  it('refuses deleting a department with users or sub-departments; deletes an empty one', async () => {
    const withUsers = await deleteDepartment(admin, id['10021']);
    expect(withUsers.body).toMatchObject({ code: Code.CONFLICT, msg: expect.stringContaining('2 users') });
    const withChildren = await deleteDepartment(admin, (await byCode('20'))?.id);
    expect(withChildren.body.code).toBe(Code.CONFLICT);
    expect((await deleteDepartment(admin, (await byCode('20001'))?.id)).body.code).toBe(0);
    expect(await byCode('20001')).toBeUndefined();
  });

  it('refuses deleting a department that still holds a process, and says so', async () => {
    const add = await addDepartment(admin, { name: 'Ops lab', code: '31', parentId: id['10'] });
    expect(add.body.code).toBe(0);
    const lab = await byCode('31');
    await app.database.db.insert(processes).values({ name: 'Lab process', departmentId: lab?.id ?? 0 });
    const del = await deleteDepartment(admin, lab?.id);
    expect(del.body).toMatchObject({ code: Code.CONFLICT, msg: expect.stringContaining('1 processes') });
    expect(await byCode('31')).toBeDefined();
  });

  it('a manager cannot add under or change a department outside them', async () => {
    const add = await addDepartment(manager, { name: 'Lab', code: '30', parentId: id['1001'] });
    expect(add.body.code).toBe(Code.BAD_REQUEST);
    const del = await deleteDepartment(manager, id['1001']);
    expect(del.body.code).toBe(Code.BAD_REQUEST);
    expect(await byCode('1001')).toBeDefined();
  });
});

describe('department import', () => {
  it('imports good rows in order (a parent from an earlier row too) and reports the others', async () => {
    const tpl = await admin.download('GET', '/sauth/org/template');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(tpl.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    for (const r of [
      ['华东区 East', '40', '10', '1', ''],
      ['上海 Shanghai', '401', '40', '', ''],
      ['X', '402', '40', '', ''],
      ['杭州 Hangzhou', '401', '40', '', ''],
      ['南京 Nanjing', '403', '99', '', ''],
      ['北京 Beijing', '1001', '10', '', ''],
    ]) {
      sheet?.addRow(r);
    }
    const res = await admin.upload<ImportResult>(
      '/sauth/org/import',
      'departments.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.result.imported).toBe(2);
    expect(res.body.result.errors.map((e) => [e.row, e.key])).toEqual([
      [4, '402'],
      [5, '401'],
      [6, '403'],
      [7, '1001'],
    ]);
    expect(res.body.result.errors[1]?.reason).toBe('与第 3 行重复');
    const shanghai = await byCode('401');
    const east = await byCode('40');
    expect(shanghai?.parentId).toBe(east?.id);
    expect(shanghai?.path).toBe(`/${id['10']}/${east?.id}/${shanghai?.id}/`);
  });
});
