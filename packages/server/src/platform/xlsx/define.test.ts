import { Code, defineRoutes, type ImportResult } from '@rpa/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestAppWithRoutes } from '../../testing/app';
import { type Caller, signIn } from '../../testing/client';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { defineExport, defineImport } from './define';

/** A made-up domain of fruit, served only in this test, to drive the kit through HTTP. */
interface Fruit {
  name: string;
  weight: number;
}
const fruitApi = defineRoutes('fruit', {
  export: {
    method: 'POST',
    path: '/test/fruit/export',
    permission: '1701',
    summary: 'Fruit as a sheet',
    input: z.object({ format: z.enum(['xlsx', 'csv']) }),
    result: z.unknown(),
    kind: 'download',
  },
  import: {
    method: 'POST',
    path: '/test/fruit/import',
    permission: '1701',
    summary: 'Fruit from a sheet',
    result: z.object({
      imported: z.number(),
      errors: z.array(z.object({ row: z.number(), key: z.string(), reason: z.string() })),
    }),
    kind: 'upload',
  },
});
const fruitSheet = defineExport<Fruit>({ zh_CN: '水果', en_US: 'Fruit' }, [
  { header: { zh_CN: '名称', en_US: 'Name' }, key: 'name', width: 20 },
  { header: { zh_CN: '重量', en_US: 'Weight' }, key: 'weight', width: 10, value: (f) => `${f.weight} g` },
]);
const stored: Fruit[] = [{ name: '=cmd', weight: 120 }];
const fruitImport = defineImport({
  sheet: { zh_CN: '水果', en_US: 'Fruit' },
  columns: [
    { header: { zh_CN: '名称', en_US: 'Name' }, key: 'name', width: 20 },
    { header: { zh_CN: '重量', en_US: 'Weight' }, key: 'weight', width: 10 },
  ],
  row: z.object({ name: z.string().min(1, 'error.badRequest'), weight: z.coerce.number().int().positive() }),
  nameOf: (cells) => cells.name ?? '',
  async apply(_req, rows, fail) {
    let n = 0;
    for (const { row, value } of rows) {
      if (stored.some((f) => f.name === value.name)) {
        fail(row, value.name, new AppError(Code.CONFLICT, 'roles.nameTaken', { name: value.name }));
      } else n++;
    }
    return n;
  },
});

let app: FastifyInstance;
let manager: Caller;
beforeAll(async () => {
  app = await createTestAppWithRoutes((api) => {
    route(api, fruitApi.export, async (req, { format }, reply) =>
      fruitSheet.send(reply, req.lang, stored, format),
    );
    route(api, fruitApi.import, async (req): Promise<ImportResult> => fruitImport.run(req));
  });
  await seedDemo(app.database.db);
  manager = await signIn(app, 'admin', DEMO_PASSWORD);
});
afterAll(() => app.close());

async function sheetCells(raw: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('export and import kit', () => {
  it('exports headed in the caller language, cells as defined, formulas inert', async () => {
    const res = await manager.download('POST', '/test/fruit/export', { format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(await sheetCells(res.raw)).toEqual([
      ['名称', '重量'],
      ["'=cmd", '120 g'],
    ]);
    const csv = await manager.download('POST', '/test/fruit/export', { format: 'csv' });
    expect(csv.type).toContain('text/csv');
  });

  it('imports good rows and reports each bad one with its reason, in row order', async () => {
    const book = await fruitImport.template('en_US');
    const sheet = book.worksheets[0];
    sheet?.addRow(['Apple', '150']);
    sheet?.addRow(['=cmd', '10']);
    sheet?.addRow(['Pear', '-3']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await manager.upload<ImportResult>('/test/fruit/import', 'fruit.xlsx', file, {
      headers: { lang: 'en_US' },
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.imported).toBe(1);
    expect(res.body.result.errors.map((e) => [e.row, e.key])).toEqual([
      [3, '=cmd'],
      [4, 'Pear'],
    ]);
    expect(res.body.result.errors[0]?.reason).toContain('=cmd');
    expect(res.body.result.errors[1]?.reason).toContain('weight');
  });
});
