import {
  Code,
  type IdentityId,
  type OplogText,
  type RoleDetail,
  type RoleRow,
  rolesApi,
} from '@rpa/contracts';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { landingPages, normaliseGrants, permissionTree } from '../menus';
import { logged } from '../oplog';
import { userRoles } from '../users';
import { rolePermissions, roles } from './schema';
import { rolesHeldBy, rolesInScope, scopedRole } from './scope';

type RoleInput = z.output<typeof rolesApi.add.input>;

/** The role named by its name when the body gives one, else by its id. */
const describe =
  (key: 'addRole' | 'modifyRole' | 'deleteRole') =>
  (req: FastifyRequest): OplogText => {
    const body = (req.body ?? {}) as { name?: unknown; id?: unknown };
    return {
      key,
      params: { name: String(body.name ?? (body.id === undefined ? '' : `#${String(body.id)}`)) },
    };
  };

/**
 * Roles (console-administration.md §2, §3, §5, §6): a role belongs to one
 * identity and grants menus and buttons of it. Grants are read on every call,
 * so a change applies to its users' next call and their next menu load.
 */
export async function roleRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function assertNameFree(name: string, exceptId?: number) {
    const where = exceptId ? and(eq(roles.name, name), ne(roles.id, exceptId)) : eq(roles.name, name);
    const [taken] = await db.select({ id: roles.id }).from(roles).where(where);
    if (taken) throw new AppError(Code.CONFLICT, 'roles.nameTaken', { name });
  }

  /** The stored keys for what was checked; the landing page must be one of them. */
  function grantsFor(iden: IdentityId, input: Pick<RoleInput, 'defaultLanding' | 'permissions'>): string[] {
    const page = landingPages(iden).find((p) => p.path === input.defaultLanding);
    if (!page) throw new AppError(Code.BAD_REQUEST, 'roles.landingRequired');
    const keys = normaliseGrants(iden, input.permissions);
    if (!keys.includes(String(page.menuId))) throw new AppError(Code.BAD_REQUEST, 'roles.landingNotGranted');
    return keys;
  }

  route(api, rolesApi.list, async (req, q) => {
    const where: SQL[] = [rolesInScope(db, await req.managedDepartments())];
    if (q.name) where.push(ilike(roles.name, `%${escapeLike(q.name)}%`));
    if (q.identity) where.push(eq(roles.identity, q.identity));
    const condition = and(...where);
    return listPage(db, q, matchingRows(db, roles, condition), (limit, offset) =>
      roleRows(db, condition, limit, offset),
    );
  });

  // The roles the caller may hand out, for the user form's role choice; editing a user, also those they hold.
  route(api, rolesApi.options, async (req, { userId }) => {
    const scope = await req.managedDepartments();
    const mine = rolesInScope(db, scope);
    const rows = await db
      .select({ id: roles.id, name: roles.name, identity: roles.identity })
      .from(roles)
      .where(userId ? or(mine, rolesHeldBy(db, userId, scope)) : mine)
      .orderBy(asc(roles.identity), asc(roles.name));
    return rows.map((r) => ({ ...r, identity: r.identity as IdentityId }));
  });

  route(api, rolesApi.menuTree, async (_req, { identity: iden }) => ({
    tree: permissionTree(iden),
    landings: landingPages(iden),
  }));

  route(api, rolesApi.detail, async (req, { id }) => {
    const scope = await req.managedDepartments();
    const [row] = await roleRows(db, and(eq(roles.id, id), rolesInScope(db, scope)), 1);
    if (!row) throw new AppError(Code.BAD_REQUEST, 'roles.notFound');
    const keys = await db
      .select({ key: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, id));
    const detail: RoleDetail = { ...row, permissions: keys.map((k) => k.key) };
    return detail;
  });

  route(api, rolesApi.add, logged('roles', 'create', describe('addRole')), async (_req, input) => {
    await assertNameFree(input.name);
    const keys = grantsFor(input.identity, input);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({
          name: input.name,
          identity: input.identity,
          description: input.description,
          defaultLanding: input.defaultLanding,
        })
        .returning({ id: roles.id });
      if (!row) throw new Error('role insert failed');
      if (keys.length)
        await tx.insert(rolePermissions).values(keys.map((permission) => ({ roleId: row.id, permission })));
      return row.id;
    });
    return { id };
  });

  // The identity of a role never changes: its users hold the identity through it.
  route(api, rolesApi.modify, logged('roles', 'modify', describe('modifyRole')), async (req, input) => {
    const role = await scopedRole(db, input.id, await req.managedDepartments());
    await assertNameFree(input.name, input.id);
    const keys = grantsFor(role.identity as IdentityId, input);
    await db.transaction(async (tx) => {
      await tx
        .update(roles)
        .set({ name: input.name, description: input.description, defaultLanding: input.defaultLanding })
        .where(eq(roles.id, input.id));
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, input.id));
      if (keys.length)
        await tx.insert(rolePermissions).values(keys.map((permission) => ({ roleId: input.id, permission })));
    });
    return { id: input.id };
  });

  route(api, rolesApi.remove, logged('roles', 'delete', describe('deleteRole')), async (req, { id }) => {
    const role = await scopedRole(db, id, await req.managedDepartments());
    const [used] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
    if ((used?.n ?? 0) > 0)
      throw new AppError(Code.CONFLICT, 'roles.inUse', { name: role.name, count: used?.n ?? 0 });
    await db.delete(roles).where(eq(roles.id, id));
    return null;
  });
}

async function roleRows(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<RoleRow[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      identity: roles.identity,
      description: roles.description,
      defaultLanding: roles.defaultLanding,
      createdAt: roles.createdAt,
      userCount: count(userRoles.userId),
    })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(where)
    .groupBy(roles.id)
    .orderBy(asc(roles.identity), asc(roles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ...r,
    identity: r.identity as IdentityId,
    landingTitle:
      landingPages(r.identity as IdentityId).find((p) => p.path === r.defaultLanding)?.title ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
