import { and, eq, inArray, isNull, like, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { userDepartments } from '../users';
import { departments } from './schema';

/**
 * The departments a user manages: their own and the ones authorised to them,
 * each with all its sub-departments (console-administration.md §6).
 */
export async function managedDepartmentIds(
  db: Db,
  userId: number,
  ownDepartmentId: number,
): Promise<number[]> {
  const authorised = await db
    .select({ id: userDepartments.departmentId })
    .from(userDepartments)
    .where(eq(userDepartments.userId, userId));
  return subtreeIds(db, [ownDepartmentId, ...authorised.map((a) => a.id)]);
}

/** The departments given and all their sub-departments. */
export async function subtreeIds(db: Db, roots: number[]): Promise<number[]> {
  const rootRows = await db
    .select({ path: departments.path })
    .from(departments)
    .where(inArray(departments.id, roots));
  if (rootRows.length === 0) return [];
  const conditions: SQL[] = rootRows.map((r) => like(departments.path, `${r.path}%`));
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(or(...conditions));
  return rows.map((r) => r.id);
}

/**
 * Whether a scope covers the whole installation: every top department is in
 * it (and so, with their sub-departments, every department).
 */
export async function coversWholeInstallation(db: Db, scope: number[]): Promise<boolean> {
  if (scope.length === 0) return false;
  const [outside] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(isNull(departments.parentId), notInArray(departments.id, scope)))
    .limit(1);
  return !outside;
}

/** Whether a scope holds a top department (one without a parent). */
export async function holdsTopDepartment(db: Db, scope: number[]): Promise<boolean> {
  const [top] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(isNull(departments.parentId), within(departments.id, scope)))
    .limit(1);
  return !!top;
}
