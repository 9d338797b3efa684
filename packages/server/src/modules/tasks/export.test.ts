import { Code } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { departmentId } from '../../testing/directory';
import { processWorld, release, uploadExample } from '../../testing/processes';
import { perFile } from '../../testing/suite';
import { processes } from '../processes/schema';

const w = perFile(() => processWorld());
beforeAll(async () => {
  const db = w.app.database.db;
  const up = await uploadExample(w.dev, 'Exported runs');
  await db
    .update(processes)
    .set({ departmentId: await departmentId(db, '10021') })
    .where(eq(processes.id, up.process.id));
  await release(w, up.version.id);
  for (let i = 0; i < 3; i++) {
    const run = await w.manager.call('POST', '/task/run', {
      processId: up.process.id,
      parameters: { month: '2026-10', invoice_file: 'a.csv' },
      priority: i === 0 ? 'urgent' : 'normal',
    });
    expect(run.body.code, run.body.msg).toBe(0);
  }
});

describe("the manager's task list export (1401:export)", () => {
  it('exports the filtered list as xlsx, worded in the caller language', async () => {
    const res = await w.manager.download('POST', '/task/export', { format: 'xlsx', processName: 'Exported' });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('流程');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(2).value).toBe('Exported runs');
    expect(sheet.getRow(2).getCell(4).value).toBe('等待中');
  });

  it('exports CSV, and refuses a missing format or a caller without the button', async () => {
    const csv = await w.manager.download('POST', '/task/export', { format: 'csv' });
    expect(csv.type).toContain('text/csv');
    expect(csv.raw.toString('utf8')).toContain('Exported runs');
    const noFormat = await w.manager.call('POST', '/task/export', {});
    expect(noFormat.body.code).toBe(Code.BAD_REQUEST);
    expect((await w.user.call('POST', '/task/export', { format: 'csv' })).status).toBe(403);
  });
});
