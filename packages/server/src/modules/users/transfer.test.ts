import { Code, type ImportResult } from '@rpa/contracts';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { login } from '../../testing/client';
import { demoPerFile } from '../../testing/suite';
import { userRoles, users } from './schema';

const w = demoPerFile('admin', 'manager');

async function sheetOf(raw: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The downloaded template with `rows` filled in. */
async function filledTemplate(rows: string[][]): Promise<Buffer> {
  const res = await w.admin.download('GET', '/sauth/user/template');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.raw as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  for (const r of rows) sheet?.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const userCount = async () => (await w.app.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('user import', () => {
  it('the template is a workbook headed in the caller language', async () => {
    const res = await w.admin.download('GET', '/sauth/user/template');
    expect(res.type).toContain('spreadsheetml');
    const sheet = await sheetOf(res.raw);
    expect(sheet.getRow(1).getCell(1).text).toBe('账号*');
    expect(sheet.getRow(1).getCell(5).text).toContain('角色');
  });

  it('stores the good rows and reports each bad one with its reason', async () => {
    const before = await userCount();
    const file = await filledTemplate([
      ['imp.one', '导入一', 'Import@2026', '10021', 'User', 'one@example.com', '', ''],
      ['imp.two', '导入二', 'Import@2026', '10022', 'Owner, User', '', '+86 138 0000 0001', '从表格导入'],
      ['9bad', '坏账号', 'Import@2026', '10021', 'User', '', '', ''],
      ['imp.three', '导入三', 'weak', '10021', 'User', '', '', ''],
      ['imp.four', '导入四', 'Import@2026', '99999', 'User', '', '', ''],
      ['imp.five', '导入五', 'Import@2026', '10021', 'Nobody', '', '', ''],
      ['IMP.ONE', '重复', 'Import@2026', '10021', 'User', '', '', ''],
      ['user', '已存在', 'Import@2026', '10021', 'User', '', '', ''],
      ['imp.six', '导入六', 'Import@2026', '10021', 'User', 'not-mail', '', ''],
    ]);
    const res = await w.admin.upload<ImportResult>('/sauth/user/import', 'users.xlsx', file);
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.result.imported).toBe(2);
    const byRow = Object.fromEntries(res.body.result.errors.map((e) => [e.row, e]));
    expect(Object.keys(byRow).map(Number)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(byRow[4]?.reason).toContain('账号须以字母开头');
    expect(byRow[5]?.reason).toContain('密码');
    expect(byRow[6]?.reason).toContain('部门');
    expect(byRow[7]?.reason).toContain('Nobody');
    expect(byRow[8]).toMatchObject({ key: 'IMP.ONE', reason: '与第 2 行重复' });
    expect(byRow[9]?.reason).toBe('账号 user 已存在');
    expect(byRow[10]?.reason).toContain('email');
    expect(await userCount()).toBe(before + 2);

    const [two] = await w.app.database.db.select().from(users).where(eq(users.account, 'imp.two'));
    expect(two).toMatchObject({
      phone: '+86 138 0000 0001',
      description: '从表格导入',
      isNeedModifyPwd: true,
    });
    const held = await w.app.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, two?.id ?? 0));
    expect(held).toHaveLength(2);
    const signedIn = await login(w.app, 'imp.two', 'Import@2026');
    expect(signedIn.result.user.isNeedModifyPwd).toBe(1);
  });

  it('a manager imports only into departments they manage', async () => {
    const file = await filledTemplate([['rnd.new', '研发新人', 'Import@2026', '1001', 'User', '', '', '']]);
    const res = await w.manager.upload<ImportResult>('/sauth/user/import', 'users.xlsx', file);
    expect(res.body.result).toMatchObject({ imported: 0, errors: [expect.objectContaining({ row: 2 })] });
  });

  it('refuses a file that is not a workbook, and an empty one, storing nothing', async () => {
    const before = await userCount();
    const junk = await w.admin.upload('/sauth/user/import', 'users.xlsx', Buffer.from('not a zip'));
    expect(junk.body.code).toBe(Code.BAD_REQUEST);
    expect(junk.body.msg).toContain('xlsx');
    const empty = await w.admin.upload('/sauth/user/import', 'users.xlsx', await filledTemplate([]));
    expect(empty.body.code).toBe(Code.BAD_REQUEST);
    expect(await userCount()).toBe(before);
  });
});

describe('user export', () => {
  it('exports the filtered list of the caller departments, headed in their language', async () => {
    const res = await w.manager.download('POST', '/sauth/user/export', {});
    const sheet = await sheetOf(res.raw);
    expect(sheet.getRow(1).getCell(1).text).toBe('账号');
    const accounts: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) accounts.push(row.getCell(1).text);
    });
    expect(accounts).toEqual(expect.arrayContaining(['manager', 'owner', 'user']));
    expect(accounts).not.toContain('developer');
    const filtered = await sheetOf(
      (await w.manager.download('POST', '/sauth/user/export', { account: 'own' })).raw,
    );
    expect(filtered.rowCount).toBe(2);
    expect(filtered.getRow(2).getCell(1).text).toBe('owner');
  });

  it('names the built-in roles in the caller language, as the console shows them', async () => {
    const sheet = await sheetOf(
      (await w.manager.download('POST', '/sauth/user/export', { account: 'own' })).raw,
    );
    expect(sheet.getRow(2).getCell(4).text).toBe('流程拥有者');
  });
});
