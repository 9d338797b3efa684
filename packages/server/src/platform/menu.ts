import { Identity, type IdentityId } from '@rpa/contracts';

/**
 * A screen in an identity's menu, as its domain declares it (its `menus`
 * in domain.ts); modules/menus assembles the identities' trees from every
 * domain's declarations. The id is stable (roles store it) and comes from
 * the area's range in MENU_ID_RANGES (modules/menus/catalogue.ts).
 */
export interface MenuNode {
  id: number;
  path: string;
  /** The console page (packages/web/src/features/<domain>/pages.ts). */
  component?: string;
  title: [zh: string, en: string];
  icon?: string;
  hidden?: boolean;
  redirect?: string;
  notRouted?: boolean;
  newTab?: boolean;
  layout?: 'blank';
  externalUrl?: string;
  /** Button permissions: "<id>:<code>" keys. */
  buttons?: Record<string, [zh: string, en: string]>;
}

export interface MenuDeclaration extends MenuNode {
  identity: IdentityId;
  /** The top-level group it sits in (e.g. 13, robots and licences); none: top level. */
  group?: number;
}

/** Buttons many screens share. */
export const BUTTONS = {
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  detail: ['详情', 'Detail'],
  run: ['运行', 'Run'],
  enable: ['启用/停用', 'Enable/disable'],
} satisfies Record<string, [string, string]>;

/** Shared buttons by code, in the order given (the order the role editor lists them in). */
export function commonButtons(
  ...codes: Array<keyof typeof BUTTONS>
): Record<string, [zh: string, en: string]> {
  return Object.fromEntries(codes.map((code) => [code, BUTTONS[code]]));
}

/** What a screen may have besides its id, path, page and title. */
export type ScreenOptions = Omit<MenuNode, 'id' | 'path' | 'component' | 'title'>;

/** A screen: its menu id, path, console page and title, and what else it has (buttons, icon, hidden, ...). */
export function screen(
  id: number,
  path: string,
  component: string,
  title: MenuNode['title'],
  options: ScreenOptions = {},
): MenuNode {
  return { id, path, component, title, ...options };
}

/** A page opened from another screen (a detail, an editor, a player), not listed in the menu. */
export function hiddenScreen(...[id, path, component, title, options]: Parameters<typeof screen>): MenuNode {
  return screen(id, path, component, title, { hidden: true, ...options });
}

/** Screens of one of the manager's top-level groups (declared in modules/menus/catalogue.ts). */
export function inGroup(group: number, screens: MenuNode[]): MenuDeclaration[] {
  return screens.map((node) => ({ identity: Identity.MANAGER, group, ...node }));
}

/** Screens at the top level of an identity's menu. */
export function topLevel(identity: IdentityId, screens: MenuNode[]): MenuDeclaration[] {
  return screens.map((node) => ({ identity, ...node }));
}

/** The first segment of each identity's paths. */
export const IDENTITY_PATHS: Record<IdentityId, string> = {
  1: 'manager',
  2: 'developer',
  3: 'owner',
  4: 'user',
};

/** Each identity's range for the message list (its first id) and the personal centre (the next). */
export const MESSAGE_MENU_IDS: Record<IdentityId, number> = { 1: 1001, 2: 221, 3: 321, 4: 421 };
