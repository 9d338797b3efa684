import { Code, type ExportFormat } from '@rpa/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachment } from '../http/attachment';
import { AppError } from '../http/errors';
import { checkUpload, uploadRules } from '../uploads';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows one import may carry: each is validated and hashed, so the call stays within a minute. */
export const IMPORT_MAX_ROWS = 1000;

export interface Column {
  header: string;
  key: string;
  width: number;
}

/** A one-sheet workbook with a bold header row. */
export async function workbook(sheetName: string, columns: Column[], rows: Array<Record<string, unknown>>) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return book;
}

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or
 * carriage return before one) as a formula, so a name such as
 * `=HYPERLINK(...)` would come out live. A leading apostrophe keeps such text
 * text; numbers written as text (e.g. "-5") are left as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function inertText(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Every text cell of every sheet made inert, just before the file is written. */
function neutraliseFormulas(book: ExcelJS.Workbook): void {
  book.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = inertText(cell.value);
      });
    });
  });
}

export async function sendWorkbook(reply: FastifyReply, book: ExcelJS.Workbook, fileName: string) {
  neutraliseFormulas(book);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return reply.type(XLSX_TYPE).header('content-disposition', attachment(fileName)).send(buffer);
}

/**
 * The workbook as the chosen export format: xlsx, or CSV (UTF-8 with a byte
 * order mark, so spreadsheet programs read Chinese text right).
 */
export async function sendExport(
  reply: FastifyReply,
  book: ExcelJS.Workbook,
  baseName: string,
  format: ExportFormat,
) {
  if (format === 'xlsx') return sendWorkbook(reply, book, `${baseName}.xlsx`);
  neutraliseFormulas(book);
  const csv = Buffer.from(await book.csv.writeBuffer());
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(`${baseName}.csv`))
    .send(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv]));
}

/**
 * The data rows of the uploaded workbook's first sheet as trimmed texts,
 * with their sheet row numbers; blank rows are skipped. Refuses anything
 * that is not an xlsx file, an empty sheet, or more than IMPORT_MAX_ROWS rows.
 */
export async function uploadedRows(req: FastifyRequest): Promise<Array<{ row: number; cells: string[] }>> {
  const file = await req.file().catch(() => undefined);
  if (!file) throw new AppError(Code.BAD_REQUEST, 'import.badFile');
  const rules = await uploadRules(req.server.database.db);
  checkUpload(rules, file.filename);
  const buffer = await file.toBuffer();
  checkUpload(rules, file.filename, buffer.length);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError(Code.BAD_REQUEST, 'import.badFile');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError(Code.BAD_REQUEST, 'import.badFile');
  const rows: Array<{ row: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(r.getCell(c).text.trim());
    if (cells.some((c) => c !== '')) rows.push({ row: n, cells });
  });
  if (rows.length === 0) throw new AppError(Code.BAD_REQUEST, 'import.empty');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new AppError(Code.BAD_REQUEST, 'import.tooMany', { max: IMPORT_MAX_ROWS });
  }
  return rows;
}
