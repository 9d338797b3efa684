import { Code } from '@rpa/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { users } from '../users';

/**
 * Refuses alert receivers (users and departments) that do not exist or lie
 * outside the caller's departments, with the same words for both, so a
 * schedule alerts only people its manager manages.
 */
export async function assertReceivers(
  db: Db,
  userIds: number[],
  departmentIds: number[],
  scope: number[],
): Promise<void> {
  const outside = departmentIds.filter((id) => !scope.includes(id));
  if (outside.length) {
    throw new AppError(Code.BAD_REQUEST, 'schedules.receiverDepartmentMissing', { ids: outside.join(', ') });
  }
  if (userIds.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), inArray(users.departmentId, scope.length ? scope : [-1])));
  const missing = userIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) {
    throw new AppError(Code.BAD_REQUEST, 'schedules.receiverUserMissing', { ids: missing.join(', ') });
  }
}
