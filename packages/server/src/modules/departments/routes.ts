import {
  Code,
  type DepartmentForm,
  departmentFields,
  departmentsApi,
  type ImportResult,
  type Lang,
} from '@rpa/contracts';
import { and, count, eq, like, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { AppError, t } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { sendWorkbook, uploadedRows, workbook } from '../../platform/xlsx';
import { housekeepers } from '../housekeepers';
import { described } from '../oplog';
import { processes } from '../processes';
import { robots } from '../robots';
import { users } from '../users';
import { insertDepartment } from './create';
import { departments } from './schema';
import { departmentTree } from './tree';

const bi = (lang: Lang, zh: string, en: string) => (lang === 'zh_CN' ? zh : en);
async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const where = exceptId
    ? and(eq(departments.code, code), ne(departments.id, exceptId))
    : eq(departments.code, code);
  const [taken] = await db.select({ id: departments.id }).from(departments).where(where);
  if (taken) throw new AppError(Code.CONFLICT, 'departments.codeTaken', { code });
}

/**
 * Departments (console-administration.md §2, §3, §5, §6, §8): a tree
 * everyone sees from the departments they manage downwards; add, edit, move,
 * delete (only when empty), and import from the template.
 */
export async function departmentRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function managed(req: FastifyRequest, id: number) {
    const [row] = await db.select().from(departments).where(eq(departments.id, id));
    if (!row || !(await req.managedDepartments()).includes(id)) {
      throw new AppError(Code.BAD_REQUEST, 'departments.notFound');
    }
    return row;
  }

  // Every screen that picks a department needs the caller's tree.
  route(api, departmentsApi.tree, async (req) => departmentTree(db, await req.managedDepartments()));

  route(
    api,
    departmentsApi.add,
    {
      oplog: {
        module: 'departments',
        action: 'create',
        describe: described('addDepartment', { name: 'name' }),
      },
    },
    async (req, input) => {
      if (!(await req.managedDepartments()).includes(input.parentId)) {
        throw new AppError(Code.BAD_REQUEST, 'departments.parentRequired');
      }
      await assertCodeFree(db, input.code);
      return { id: await insertDepartment(db, input) };
    },
  );

  route(
    api,
    departmentsApi.modify,
    {
      oplog: {
        module: 'departments',
        action: 'modify',
        describe: described('modifyDepartment', { name: 'name' }),
      },
    },
    async (req, input) => {
      const current = await managed(req, input.id);
      await assertCodeFree(db, input.code, input.id);
      const moving = input.parentId !== current.parentId;
      let path = current.path;
      if (moving) {
        if (current.parentId === null || input.parentId === null) {
          throw new AppError(Code.BAD_REQUEST, 'departments.rootFixed');
        }
        const parent = await managed(req, input.parentId).catch(() => {
          throw new AppError(Code.BAD_REQUEST, 'departments.parentRequired');
        });
        if (parent.path.startsWith(current.path))
          throw new AppError(Code.BAD_REQUEST, 'departments.moveIntoItself');
        path = `${parent.path}${current.id}/`;
      }
      await db.transaction(async (tx) => {
        await tx
          .update(departments)
          .set({ name: input.name, code: input.code, sort: input.sort, description: input.description })
          .where(eq(departments.id, input.id));
        if (moving) {
          // The whole subtree follows: each path keeps its tail under the new prefix.
          await tx
            .update(departments)
            .set({ path: sql`${path} || substr(${departments.path}, ${current.path.length + 1})` })
            .where(like(departments.path, `${current.path}%`));
          await tx.update(departments).set({ parentId: input.parentId }).where(eq(departments.id, input.id));
        }
      });
      return { id: input.id };
    },
  );

  route(
    api,
    departmentsApi.remove,
    {
      oplog: {
        module: 'departments',
        action: 'delete',
        describe: described('deleteDepartment', { id: 'id' }),
      },
    },
    async (req, input) => {
      const { id } = input;
      await managed(req, id);
      const [children] = await db
        .select({ n: count() })
        .from(departments)
        .where(eq(departments.parentId, id));
      // Processes, robots and housekeepers belong to a department too; deleting
      // it under them would break their foreign keys.
      const holds = async (table: typeof users | typeof processes | typeof robots | typeof housekeepers) =>
        (await db.select({ n: count() }).from(table).where(eq(table.departmentId, id)))[0]?.n ?? 0;
      const held = {
        children: children?.n ?? 0,
        users: await holds(users),
        processes: await holds(processes),
        robots: (await holds(robots)) + (await holds(housekeepers)),
      };
      if (Object.values(held).some((n) => n > 0)) {
        throw new AppError(Code.CONFLICT, 'departments.notEmpty', held);
      }
      await db.delete(departments).where(eq(departments.id, id));
      return null;
    },
  );

  route(api, departmentsApi.template, async (req, _input, reply) => {
    const l = req.lang;
    const book = await workbook(
      bi(l, '部门导入', 'Department import'),
      [
        { header: bi(l, '部门名称*', 'Name*'), key: 'name', width: 24 },
        { header: bi(l, '部门编码*（2-5 位数字）', 'Code* (2-5 digits)'), key: 'code', width: 22 },
        { header: bi(l, '上级部门编码*', 'Parent code*'), key: 'parent', width: 18 },
        { header: bi(l, '排序', 'Sort'), key: 'sort', width: 10 },
        { header: bi(l, '描述', 'Description'), key: 'description', width: 30 },
      ],
      [],
    );
    return sendWorkbook(reply, book, 'department-import-template.xlsx');
  });

  // Rows may name a parent created by an earlier row of the same file.
  route(api, departmentsApi.import, { oplog: { module: 'departments', action: 'import' } }, async (req) => {
    const lang = req.lang;
    const rows = await uploadedRows(req);
    const scope = await req.managedDepartments();
    const known = new Map(
      (await db.select({ id: departments.id, code: departments.code }).from(departments)).map((d) => [
        d.code,
        d.id,
      ]),
    );
    const inScope = new Set(scope);
    const fresh = new Map<string, number>();
    const errors: ImportResult['errors'] = [];
    const good: Array<DepartmentForm & { parentCode: string }> = [];
    for (const { row, cells } of rows) {
      const [name = '', code = '', parentCode = '', sort = '', description = ''] = cells;
      try {
        const v = parse(departmentFields, { name, code, sort: sort || 0, description }, lang);
        const earlier = fresh.get(v.code);
        if (earlier) throw new AppError(Code.BAD_REQUEST, 'import.duplicateInFile', { row: earlier });
        if (known.has(v.code)) throw new AppError(Code.CONFLICT, 'departments.codeTaken', { code: v.code });
        const parentId = known.get(parentCode);
        if (!fresh.has(parentCode) && !(parentId && inScope.has(parentId))) {
          throw new AppError(Code.BAD_REQUEST, 'departments.parentRequired');
        }
        fresh.set(v.code, row);
        good.push({ ...v, parentCode });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        errors.push({
          row,
          key: code,
          reason: err.key === 'error.badRequest' ? String(err.params?.detail) : t(lang, err.key, err.params),
        });
      }
    }
    await db.transaction(async (tx) => {
      const ids = new Map(known);
      for (const g of good) {
        const { parentCode, ...d } = g;
        ids.set(
          d.code,
          await insertDepartment(tx as unknown as Db, { ...d, parentId: ids.get(parentCode) ?? null }),
        );
      }
    });
    return { imported: good.length, errors };
  });
}
