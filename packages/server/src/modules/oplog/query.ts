import type { OplogQuery } from '@rpa/contracts';
import { and, eq, gte, ilike, isNull, lt, or, type SQL } from 'drizzle-orm';
import { within } from '../../platform/db/conditions';
import { escapeLike } from '../../platform/db/paging';
import { users } from '../users';
import { operationLogs } from './schema';

/**
 * Filters of the operation-log list and export. Rows of users outside the
 * caller's departments are left out; rows without a user (sign-in attempts
 * with unknown accounts) only show to those who manage a top department.
 */
export function oplogConditions(q: OplogQuery, scope: number[], managesTop: boolean): SQL | undefined {
  const where: SQL[] = [];
  const inScope = within(users.departmentId, scope);
  where.push((managesTop ? or(inScope, isNull(operationLogs.userId)) : inScope) as SQL);
  if (q.start) where.push(gte(operationLogs.at, new Date(q.start)));
  if (q.end) where.push(lt(operationLogs.at, new Date(q.end)));
  // "User" searches the account written on the row and the person's real name.
  if (q.userName) {
    const like = `%${escapeLike(q.userName)}%`;
    where.push(or(ilike(operationLogs.userName, like), ilike(users.realName, like)) as SQL);
  }
  if (q.module) where.push(eq(operationLogs.module, q.module));
  if (q.identity) where.push(eq(operationLogs.identity, q.identity));
  if (q.action) where.push(eq(operationLogs.action, q.action));
  if (q.result) where.push(eq(operationLogs.result, q.result));
  return and(...where);
}
