import { Code, MAX_RECORDS, type MachineKeyRow, machineKeysApi } from '@rpa/contracts';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { within } from '../../platform/db/conditions';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { createMachineKey } from './keys';
import { machineKeys } from './schema';

/**
 * Machine keys (robot management): a manager creates a key for a department
 * he manages, sees it once, and may revoke it. A robot the server does not
 * know registers with a valid key into its department (../../gateway/hello.ts).
 */
export async function machineKeyRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const inScope = (scope: number[]) => within(machineKeys.departmentId, scope);

  async function rows(where: SQL | undefined): Promise<MachineKeyRow[]> {
    const found = await db
      .select({
        id: machineKeys.id,
        name: machineKeys.name,
        departmentId: machineKeys.departmentId,
        departmentName: departments.name,
        prefix: machineKeys.prefix,
        createdBy: machineKeys.createdBy,
        createdAt: machineKeys.createdAt,
        lastUsedAt: machineKeys.lastUsedAt,
        revokedAt: machineKeys.revokedAt,
        revokedBy: machineKeys.revokedBy,
      })
      .from(machineKeys)
      .innerJoin(departments, eq(departments.id, machineKeys.departmentId))
      .where(where)
      // Usable keys first, newest first.
      .orderBy(sql`${machineKeys.revokedAt} is not null`, desc(machineKeys.id))
      .limit(MAX_RECORDS);
    return found.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      revokedAt: r.revokedAt?.toISOString() ?? null,
    }));
  }

  route(api, machineKeysApi.list, async (req) => rows(inScope(await req.managedDepartments())));

  route(
    api,
    machineKeysApi.add,
    logged('robots', 'create', described('addMachineKey', { name: 'name', departmentId: 'departmentId' })),
    async (req, input) => {
      if (!(await req.managedDepartments()).includes(input.departmentId)) {
        throw new AppError(Code.BAD_REQUEST, 'machineKeys.departmentOutOfScope');
      }
      const { row, key } = await createMachineKey(db, {
        name: input.name,
        departmentId: input.departmentId,
        createdBy: req.session?.account ?? '',
      });
      const [listed] = await rows(eq(machineKeys.id, row.id));
      if (!listed) throw new Error('machine key vanished');
      return { ...listed, key };
    },
  );

  route(
    api,
    machineKeysApi.revoke,
    logged('robots', 'modify', described('revokeMachineKey', { id: 'id' })),
    async (req, { id }) => {
      const [key] = await db
        .select({ id: machineKeys.id, revokedAt: machineKeys.revokedAt })
        .from(machineKeys)
        .where(and(eq(machineKeys.id, id), inScope(await req.managedDepartments())));
      if (!key) throw new AppError(Code.BAD_REQUEST, 'machineKeys.notFound');
      if (key.revokedAt) throw new AppError(Code.BAD_REQUEST, 'machineKeys.revoked');
      // Robots registered with the key stay: it proves registration only.
      await db
        .update(machineKeys)
        .set({ revokedAt: new Date(), revokedBy: req.session?.account ?? '' })
        .where(and(eq(machineKeys.id, id), isNull(machineKeys.revokedAt)));
      const [listed] = await rows(eq(machineKeys.id, id));
      if (!listed) throw new Error('machine key vanished');
      return listed;
    },
  );
}
