import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { users } from '../../modules/users/schema';
import { DEMO_PASSWORD } from '../../seed/identities';
import { signIn } from '../../testing/client';
import { uploadExample } from '../../testing/processes';
import { demoPerFile } from '../../testing/suite';
import { inertText } from '.';

const w = demoPerFile('admin');

const LIVE = '=HYPERLINK("//e.vil","x")';

describe('exports never write a live formula', () => {
  it('keeps text starting like a formula as text, and numbers as they are', () => {
    for (const v of [LIVE, '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(inertText(v)).toBe(`'${v}`);
    for (const v of ['plain', '-5', '+3.5', 'a=b', '']) expect(inertText(v)).toBe(v);
  });

  it('an xlsx export (users) writes such a name as text', async () => {
    await w.app.database.db.update(users).set({ realName: LIVE }).where(eq(users.account, 'owner'));
    const res = await w.admin.download('POST', '/sauth/user/export', {});
    expect(res.type).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => row.eachCell((c) => cells.push(c.value)));
    expect(cells).toContain(`'${LIVE}`);
    expect(cells).not.toContain(LIVE);
    expect(cells.some((c) => typeof c === 'object' && c !== null && 'formula' in c)).toBe(false);
  });

  it('a CSV export (processes) writes such names as text', async () => {
    const developer = await signIn(w.app, 'developer', DEMO_PASSWORD);
    const names = ['@SUM(1+1)', '-1+cmd', '+cmd|calc'];
    for (const name of names) await uploadExample(developer, name);
    const res = await developer.download('POST', '/process/dev/export', { format: 'csv' });
    expect(res.type).toContain('text/csv');
    const text = res.raw.subarray(3).toString('utf8');
    for (const name of names) {
      expect(text).toContain(`'${name}`);
      // No line (or quoted field) starts with the bare name.
      expect(text).not.toMatch(new RegExp(`(^|\\n|,|")${name.replace(/[()+|]/g, '\\$&')}`));
    }
  });
});
