import { Code } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { within } from '../../platform/db/conditions';
import { missingIds } from '../../platform/db/rows';
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
  const missing = await missingIds(db, users, userIds, within(users.departmentId, scope));
  if (missing.length) {
    throw new AppError(Code.BAD_REQUEST, 'schedules.receiverUserMissing', { ids: missing.join(', ') });
  }
}
