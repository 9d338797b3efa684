import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What a person reference (PersonRef) is read from: the id, account and real
 * name of `user`, the users table or an alias of it (a process's developer, owner...).
 */
export function personColumns<T extends { id: AnyPgColumn; account: AnyPgColumn; realName: AnyPgColumn }>(
  user: T,
): Pick<T, 'id' | 'account' | 'realName'> {
  return { id: user.id, account: user.account, realName: user.realName };
}
