import { type ApplicationRow, applicationsApi, Code } from '@rpa/contracts';
import { and, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRows, within } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { newAppKey, newSecret } from './credentials';
import { applications, applicationTokens } from './schema';

type Application = typeof applications.$inferSelect;

const inScope = (scope: number[]) => within(applications.departmentId, scope);

/**
 * Applications (console-administration.md §2, §3, §5): list, detail, add,
 * edit, reset secret, delete, scoped to the caller's departments. The secret
 * is answered only by add and reset; rows carry its first characters.
 */
export async function applicationRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function rowsOf(where: SQL | undefined, limit: number, offset: number): Promise<ApplicationRow[]> {
    const found = await db
      .select({ a: applications, departmentName: departments.name })
      .from(applications)
      .innerJoin(departments, eq(departments.id, applications.departmentId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset(offset);
    return found.map(({ a, departmentName }) => ({
      id: a.id,
      name: a.name,
      appKey: a.appKey,
      secretPrefix: a.secretPrefix,
      description: a.description,
      departmentId: a.departmentId,
      departmentName,
      enabled: a.enabled,
      rateLimit: a.rateLimit,
      createdBy: a.createdBy,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      secretResetAt: a.secretResetAt?.toISOString() ?? null,
      lastTokenAt: a.lastTokenAt?.toISOString() ?? null,
    }));
  }

  async function one(id: number): Promise<ApplicationRow> {
    const [row] = await rowsOf(eq(applications.id, id), 1, 0);
    if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
    return row;
  }

  async function scoped(req: FastifyRequest, ids: number[]): Promise<Application[]> {
    return namedRows(db, applications, ids, inScope(await req.managedDepartments()), 'applications.notFound');
  }

  /** The department is the caller's and the name free in the whole installation. */
  async function check(req: FastifyRequest, input: { name: string; departmentId: number }, id?: number) {
    if (!(await req.managedDepartments()).includes(input.departmentId)) {
      throw new AppError(Code.BAD_REQUEST, 'applications.departmentOutOfScope');
    }
    const [taken] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          sql`lower(${applications.name}) = lower(${input.name})`,
          id ? ne(applications.id, id) : undefined,
        ),
      );
    if (taken) throw new AppError(Code.CONFLICT, 'applications.nameTaken', { name: input.name });
  }

  route(api, applicationsApi.list, async (req, q) => {
    const where = and(
      inScope(await req.managedDepartments()),
      q.name ? ilike(applications.name, `%${escapeLike(q.name)}%`) : undefined,
      q.appKey ? ilike(applications.appKey, `%${escapeLike(q.appKey)}%`) : undefined,
      q.departmentId ? eq(applications.departmentId, q.departmentId) : undefined,
    );
    return listPage(db, q, matchingRows(db, applications, where), (size, offset) =>
      rowsOf(where, size, offset),
    );
  });

  route(api, applicationsApi.detail, async (req, { id }) => {
    await scoped(req, [id]);
    return one(id);
  });

  route(
    api,
    applicationsApi.add,
    logged('applications', 'create', described('addApplication', { name: 'name' })),
    async (req, input) => {
      await check(req, input);
      const { secret, stored } = newSecret();
      const [row] = await db
        .insert(applications)
        .values({
          name: input.name,
          appKey: newAppKey(),
          ...stored,
          description: input.description,
          departmentId: input.departmentId,
          enabled: input.enabled,
          rateLimit: input.rateLimit,
          createdBy: req.session?.account ?? '',
        })
        .returning({ id: applications.id });
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return { ...(await one(row.id)), appSecret: secret };
    },
  );

  route(
    api,
    applicationsApi.modify,
    logged('applications', 'modify', described('editApplication', { id: 'id', name: 'name' })),
    async (req, input) => {
      await scoped(req, [input.id]);
      await check(req, input, input.id);
      await db
        .update(applications)
        .set({
          name: input.name,
          description: input.description,
          departmentId: input.departmentId,
          enabled: input.enabled,
          rateLimit: input.rateLimit,
          updatedAt: new Date(),
        })
        .where(eq(applications.id, input.id));
      return one(input.id);
    },
  );

  route(
    api,
    applicationsApi.resetSecret,
    logged('applications', 'modify', described('resetApplicationSecret', { id: 'id' })),
    async (req, { id }) => {
      await scoped(req, [id]);
      const { secret, stored } = newSecret();
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(applications)
          .set({ ...stored, secretResetAt: now, updatedAt: now })
          .where(eq(applications.id, id));
        // Tokens obtained with the old secret stop working with it.
        await tx.delete(applicationTokens).where(eq(applicationTokens.applicationId, id));
      });
      return { ...(await one(id)), appSecret: secret };
    },
  );

  route(
    api,
    applicationsApi.remove,
    logged('applications', 'delete', described('deleteApplications', { ids: 'ids' })),
    async (req, { ids }) => {
      const rows = await scoped(req, ids);
      await db.delete(applications).where(inRows(applications.id, rows));
      return { deleted: rows.length };
    },
  );
}
