import { Code, departmentsApi } from '@rpa/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { sendWorkbook } from '../../platform/xlsx';
import { housekeepers } from '../housekeepers';
import { described, logged } from '../oplog';
import { processes } from '../processes';
import { robots } from '../robots';
import { users } from '../users';
import { insertDepartment } from './create';
import { departmentImport } from './import';
import { moveUnder } from './place';
import { departments } from './schema';
import { departmentTree } from './tree';

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
    logged('departments', 'create', described('addDepartment', { name: 'name' })),
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
    logged('departments', 'modify', described('modifyDepartment', { name: 'name' })),
    async (req, input) => {
      const current = await managed(req, input.id);
      await assertCodeFree(db, input.code, input.id);
      let parent: { id: number; path: string } | null = null;
      if (input.parentId !== current.parentId) {
        if (current.parentId === null || input.parentId === null) {
          throw new AppError(Code.BAD_REQUEST, 'departments.rootFixed');
        }
        parent = await managed(req, input.parentId).catch(() => {
          throw new AppError(Code.BAD_REQUEST, 'departments.parentRequired');
        });
        if (parent.path.startsWith(current.path))
          throw new AppError(Code.BAD_REQUEST, 'departments.moveIntoItself');
      }
      await db.transaction(async (tx) => {
        await tx
          .update(departments)
          .set({ name: input.name, code: input.code, sort: input.sort, description: input.description })
          .where(eq(departments.id, input.id));
        if (parent) await moveUnder(tx, current, parent);
      });
      return { id: input.id };
    },
  );

  route(
    api,
    departmentsApi.remove,
    logged('departments', 'delete', described('deleteDepartment', { id: 'id' })),
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

  route(api, departmentsApi.template, async (req, _input, reply) =>
    sendWorkbook(reply, await departmentImport.template(req.lang), 'department-import-template.xlsx'),
  );

  route(api, departmentsApi.import, logged('departments', 'import'), (req) => departmentImport.run(req));
}
