import {
  Code,
  MAX_RECORDS,
  type VariableAccessAction,
  type VariableAccessRow,
  type VariableRow,
  type VariableType,
  variablesApi,
} from '@rpa/contracts';
import { and, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRows, within } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { allowedRobotIds, allowedRobotNames } from '../robots';
import { accessExport } from './export';
import { variableAccessRecords, variables } from './schema';

type Variable = typeof variables.$inferSelect;

const inScope = (scope: number[]) => within(variables.departmentId, scope);

/**
 * Variables (console-administration.md §2, §3, §5): list, detail, add, edit,
 * delete, and each one's access records. A password's value is sealed at
 * rest and never answered: rows carry it empty, with `hasValue`. Scoped to
 * the caller's departments like every list.
 */
export async function variableRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function rowsOf(where: SQL | undefined, limit: number, offset: number): Promise<VariableRow[]> {
    const found = await db
      .select({ v: variables, departmentName: departments.name })
      .from(variables)
      .innerJoin(departments, eq(departments.id, variables.departmentId))
      .where(where)
      .orderBy(desc(variables.updatedAt), desc(variables.id))
      .limit(limit)
      .offset(offset);
    const named = await allowedRobotNames(
      db,
      found.map((r) => r.v.robotIds),
    );
    return found.map(({ v, departmentName }) => ({
      id: v.id,
      name: v.name,
      type: v.type as VariableType,
      value: v.type === 'password' ? '' : v.value,
      hasValue: v.value !== '',
      description: v.description,
      departmentId: v.departmentId,
      departmentName,
      robots: named(v.robotIds),
      clientModifiable: v.clientModifiable,
      expression: v.expression,
      createdBy: v.createdBy,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    }));
  }

  async function one(id: number): Promise<VariableRow> {
    const [row] = await rowsOf(eq(variables.id, id), 1, 0);
    if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
    return row;
  }

  async function scoped(req: FastifyRequest, ids: number[]): Promise<Variable[]> {
    return namedRows(db, variables, ids, inScope(await req.managedDepartments()), 'variables.notFound');
  }

  /** The department is the caller's, the name free in it, the robots of it. */
  async function check(
    req: FastifyRequest,
    input: { name: string; departmentId: number; robotIds: number[] },
    id?: number,
  ): Promise<number[]> {
    if (!(await req.managedDepartments()).includes(input.departmentId)) {
      throw new AppError(Code.BAD_REQUEST, 'variables.departmentOutOfScope');
    }
    const [taken] = await db
      .select({ id: variables.id })
      .from(variables)
      .where(
        and(
          eq(variables.departmentId, input.departmentId),
          sql`lower(${variables.name}) = lower(${input.name})`,
          id ? ne(variables.id, id) : undefined,
        ),
      );
    if (taken) throw new AppError(Code.CONFLICT, 'variables.nameTaken', { name: input.name });
    return allowedRobotIds(db, input.departmentId, input.robotIds, 'variables.robotsOutsideDepartment');
  }

  const stored = (type: VariableType, value: string) =>
    type === 'password' ? api.sealer.seal(value) : value;

  route(api, variablesApi.list, async (req, q) => {
    const where = and(
      inScope(await req.managedDepartments()),
      q.name ? ilike(variables.name, `%${escapeLike(q.name)}%`) : undefined,
      q.type ? eq(variables.type, q.type) : undefined,
      q.departmentId ? eq(variables.departmentId, q.departmentId) : undefined,
    );
    return listPage(db, q, matchingRows(db, variables, where), (size, offset) => rowsOf(where, size, offset));
  });

  route(api, variablesApi.detail, async (req, { id }) => {
    await scoped(req, [id]);
    return one(id);
  });

  route(
    api,
    variablesApi.add,
    logged('variables', 'create', described('addVariable', { name: 'name' })),
    async (req, input) => {
      const robotIds = await check(req, input);
      const [row] = await db
        .insert(variables)
        .values({
          name: input.name,
          type: input.type,
          value: stored(input.type, input.value),
          description: input.description,
          departmentId: input.departmentId,
          robotIds,
          clientModifiable: input.clientModifiable,
          expression: input.expression,
          createdBy: req.session?.account ?? '',
        })
        .returning({ id: variables.id });
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return one(row.id);
    },
  );

  route(
    api,
    variablesApi.modify,
    logged('variables', 'modify', described('editVariable', { id: 'id', name: 'name' })),
    async (req, input) => {
      const [current] = await scoped(req, [input.id]);
      if (!current) throw new AppError(Code.BAD_REQUEST, 'variables.notFound');
      const robotIds = await check(req, input, input.id);
      // An empty password keeps the stored one; any other value must be given.
      const keeps = input.value === '' && input.type === 'password' && current.type === 'password';
      if (input.value === '' && !keeps) throw new AppError(Code.BAD_REQUEST, 'variables.valueLength');
      await db
        .update(variables)
        .set({
          name: input.name,
          type: input.type,
          ...(keeps ? {} : { value: stored(input.type, input.value) }),
          description: input.description,
          departmentId: input.departmentId,
          robotIds,
          clientModifiable: input.clientModifiable,
          expression: input.expression,
          updatedAt: new Date(),
        })
        .where(eq(variables.id, input.id));
      return one(input.id);
    },
  );

  route(
    api,
    variablesApi.remove,
    logged('variables', 'delete', described('deleteVariables', { ids: 'ids' })),
    async (req, { ids }) => {
      const rows = await scoped(req, ids);
      await db.delete(variables).where(inRows(variables.id, rows));
      return { deleted: rows.length };
    },
  );

  function accessWhere(q: { variableId: number; action?: VariableAccessAction }) {
    return and(
      eq(variableAccessRecords.variableId, q.variableId),
      q.action ? eq(variableAccessRecords.action, q.action) : undefined,
    );
  }

  async function accessRows(where: SQL | undefined, limit: number, offset: number) {
    const rows = await db
      .select()
      .from(variableAccessRecords)
      .where(where)
      .orderBy(desc(variableAccessRecords.at), desc(variableAccessRecords.id))
      .limit(limit)
      .offset(offset);
    return rows.map(
      (r): VariableAccessRow => ({
        id: r.id,
        variableId: r.variableId,
        variableName: r.variableName,
        action: r.action as VariableAccessAction,
        robotId: r.robotId,
        robotsNo: r.robotsNo,
        processName: r.processName,
        taskId: r.taskId,
        at: r.at.toISOString(),
      }),
    );
  }

  route(api, variablesApi.accessRecords, async (req, q) => {
    await scoped(req, [q.variableId]);
    const where = accessWhere(q);
    return listPage(db, q, matchingRows(db, variableAccessRecords, where), (size, offset) =>
      accessRows(where, size, offset),
    );
  });

  route(api, variablesApi.exportAccessRecords, logged('variables', 'export'), async (req, q, reply) => {
    await scoped(req, [q.variableId]);
    return accessExport.send(reply, req.lang, await accessRows(accessWhere(q), MAX_RECORDS, 0));
  });
}
