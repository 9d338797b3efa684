import type { IdentityId } from '@rpa/contracts';
import { type CatalogueItem, IDENTITY_NAMES, permissionItems } from './catalogue';

/** Where the generated constants live (committed, checked for staleness by a test). */
export const PERMISSIONS_FILE = new URL('../../../../contracts/src/permissions.ts', import.meta.url);

const camel = (words: string[]): string =>
  words
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() : w.charAt(0).toUpperCase()) + w.slice(1))
    .join('');

/**
 * The constant's name: the menu path in camel case (prefixed with the
 * identity when the path is shared, e.g. the report centre; a menu group's
 * numeric path replaced by its title), then the button.
 */
export function permissionName(item: CatalogueItem): string {
  const identity = IDENTITY_NAMES[item.identity].en_US.toLowerCase();
  const path = item.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const words = /^\d+$/.test(path.at(-1) ?? '')
    ? [identity, ...item.title.en_US.split(/[^A-Za-z0-9]+/)]
    : path;
  if (words.filter(Boolean)[0] !== identity) words.unshift(identity);
  if (item.button) words.push(item.button);
  return camel(words);
}

/** The source of packages/contracts/src/permissions.ts. */
export function renderPermissions(): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const identity of [1, 2, 3, 4] as IdentityId[]) {
    for (const item of permissionItems(identity)) {
      const name = permissionName(item);
      if (seen.has(name)) throw new Error(`permission name ${name} is not unique (${item.key})`);
      seen.add(name);
      const title = item.button ? `${item.path} · ${item.title.en_US}` : `${item.title.en_US}`;
      lines.push(`  /** ${title} */`, `  ${name}: '${item.key}',`);
    }
  }
  return [
    '// Generated from the menus the domains declare (packages/server/src/modules/*/menus.ts)',
    '// by `npm run permissions`: do not edit by hand.',
    '',
    '/** Every permission key by name: menus by their path, buttons by path and button code. */',
    'export const Perm = {',
    ...lines,
    '} as const;',
    '',
    'export type PermissionKey = (typeof Perm)[keyof typeof Perm];',
    '',
  ].join('\n');
}
