import { Code, departmentFields } from '@rpa/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { defineImport } from '../../platform/xlsx/define';
import { insertDepartment } from './create';
import { departments } from './schema';

/**
 * Departments from a workbook made from the template (console-administration.md §8).
 * A row may name as its parent a department created by an earlier row of the same file.
 */
export const departmentImport = defineImport({
  sheet: { zh_CN: '部门导入', en_US: 'Department import' },
  columns: [
    { header: { zh_CN: '部门名称*', en_US: 'Name*' }, key: 'name', width: 24 },
    { header: { zh_CN: '部门编码*（2-5 位数字）', en_US: 'Code* (2-5 digits)' }, key: 'code', width: 22 },
    { header: { zh_CN: '上级部门编码*', en_US: 'Parent code*' }, key: 'parentCode', width: 18 },
    { header: { zh_CN: '排序', en_US: 'Sort' }, key: 'sort', width: 10 },
    { header: { zh_CN: '描述', en_US: 'Description' }, key: 'description', width: 30 },
  ],
  row: departmentFields.extend({ parentCode: z.string().trim() }),
  nameOf: (cells) => cells.code ?? '',
  async apply(req, rows, fail) {
    const db = req.server.database.db;
    const inScope = new Set(await req.managedDepartments());
    const known = new Map(
      (await db.select({ id: departments.id, code: departments.code }).from(departments)).map((d) => [
        d.code,
        d.id,
      ]),
    );
    const fresh = new Map<string, number>();
    const good: typeof rows = [];
    for (const r of rows) {
      const { code, parentCode } = r.value;
      try {
        const earlier = fresh.get(code);
        if (earlier) throw new AppError(Code.BAD_REQUEST, 'import.duplicateInFile', { row: earlier });
        if (known.has(code)) throw new AppError(Code.CONFLICT, 'departments.codeTaken', { code });
        const parentId = known.get(parentCode);
        if (!fresh.has(parentCode) && !(parentId && inScope.has(parentId))) {
          throw new AppError(Code.BAD_REQUEST, 'departments.parentRequired');
        }
        fresh.set(code, r.row);
        good.push(r);
      } catch (err) {
        fail(r.row, code, err);
      }
    }
    await db.transaction(async (tx) => {
      const ids = new Map(known);
      for (const { value } of good) {
        const { parentCode, ...d } = value;
        ids.set(
          d.code,
          await insertDepartment(tx as unknown as Db, { ...d, parentId: ids.get(parentCode) ?? null }),
        );
      }
    });
    return good.length;
  },
});
