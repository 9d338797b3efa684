import type { TFunction } from 'i18next';

/** The names the built-in roles are created with (server roles/builtin.ts: the English identity names). */
const BUILT_IN: Record<number, string> = { 1: 'Manager', 2: 'Developer', 3: 'Owner', 4: 'User' };

/**
 * A role's name for display: a built-in role still under its original name
 * reads as its identity in the reader's language; any other name as given.
 */
export function roleName(t: TFunction, role: { name: string; identity: number }): string {
  return BUILT_IN[role.identity] === role.name ? t(`identity.${role.identity}`) : role.name;
}
