import {
  type Bilingual,
  IDENTITIES,
  Identity,
  type IdentityId,
  type MenuEntry,
  type PermissionNode,
} from '@rpa/contracts';
import { inGroup, type MenuDeclaration, type MenuNode, screen } from '../../platform/menu';

/**
 * The menu tree of every identity: each screen of both spec documents, with
 * its buttons. Each domain declares its own screens (`menus` in its
 * domain.ts); this module holds the top-level groups they sit in and the
 * screens no single domain owns, and assembles the trees in id order. Menu
 * ids are stable (roles store them) and come from MENU_ID_RANGES: a
 * top-level entry of the manager has ids 11-19, its children
 * <parent>01...; developer 2xx, owner 3xx, user 4xx. Ids 15, 211, 312 and
 * 406 open in a new tab; 1607 is under the blank layout. This is the one
 * permission table: a role grants menu ids and "<menuId>:<button>" keys,
 * usermenu/userbutton return what is granted and every route declares one of
 * these keys (see ../auth/guard.ts).
 */
interface Node extends MenuNode {
  children?: Node[];
}

/** A top-level group of the manager's menu: a heading over its screens, not a page. */
function group(id: number, title: MenuNode['title'], icon: string): MenuDeclaration {
  return { identity: Identity.MANAGER, id, path: `/manager/${id}`, title, icon, notRouted: true };
}

/** The manager's top-level groups; the other identities' menus are flat. */
const GROUPS: MenuDeclaration[] = [
  group(12, ['流程管理', 'Processes'], 'apartment'),
  group(13, ['机器人与许可', 'Robots and licences'], 'robot'),
  group(14, ['任务管理', 'Tasks'], 'schedule'),
  group(16, ['运行记录', 'Run records'], 'video'),
  group(17, ['组织管理', 'Organisation'], 'team'),
  group(18, ['资源管理', 'Resources'], 'appstore'),
  group(19, ['系统管理', 'System'], 'setting'),
];

/**
 * Screens of no single domain: the system configuration page (its tabs come
 * from several domains), and screens whose domain is still to be built (they
 * open the console's in-development page); each moves to its domain's
 * `menus` when that domain is added.
 */
const UNOWNED: MenuDeclaration[] = [
  ...inGroup(19, [
    screen(1901, '/manager/system/config', 'settings/tabs', ['系统配置', 'System configuration'], {
      buttons: { save: ['保存', 'Save'] },
    }),
  ]),
];

/**
 * Menu id ranges per identity and area: a new screen takes the next free id
 * of its area's range, a new area a new range here (a test checks every id of
 * the catalogue against this table).
 */
export const MENU_ID_RANGES: ReadonlyArray<{ identity: IdentityId; area: string; from: number; to: number }> =
  [
    { identity: 1, area: 'top-level groups', from: 11, to: 19 },
    { identity: 1, area: 'messages and personal centre', from: 1001, to: 1099 },
    { identity: 1, area: 'dashboard', from: 1101, to: 1199 },
    { identity: 1, area: 'processes', from: 1201, to: 1299 },
    { identity: 1, area: 'robots and licences', from: 1301, to: 1399 },
    { identity: 1, area: 'tasks', from: 1401, to: 1499 },
    { identity: 1, area: 'reports', from: 1501, to: 1599 },
    { identity: 1, area: 'run records', from: 1601, to: 1699 },
    { identity: 1, area: 'organisation', from: 1701, to: 1799 },
    { identity: 1, area: 'resources', from: 1801, to: 1899 },
    { identity: 1, area: 'system', from: 1901, to: 1999 },
    { identity: 2, area: 'screens', from: 201, to: 219 },
    { identity: 2, area: 'messages and personal centre', from: 221, to: 229 },
    { identity: 3, area: 'screens', from: 301, to: 319 },
    { identity: 3, area: 'messages and personal centre', from: 321, to: 329 },
    { identity: 4, area: 'screens', from: 401, to: 419 },
    { identity: 4, area: 'messages and personal centre', from: 421, to: 429 },
  ];

/**
 * The identities' trees from menu declarations: groups and top-level
 * screens per identity, each group's screens under it, in id order. An id
 * declared twice or a group not declared stops the server at start.
 */
export function assembleMenus(all: readonly MenuDeclaration[]): Record<IdentityId, Node[]> {
  const byId = new Map<number, Node>();
  for (const { identity: _identity, group: _group, ...node } of all) {
    if (byId.has(node.id)) throw new Error(`menu id ${node.id} is declared twice`);
    byId.set(node.id, { ...node });
  }
  const trees: Record<IdentityId, Node[]> = { 1: [], 2: [], 3: [], 4: [] };
  for (const declared of all) {
    const node = byId.get(declared.id) as Node;
    if (declared.group === undefined) {
      trees[declared.identity].push(node);
      continue;
    }
    const group = byId.get(declared.group);
    if (!group) throw new Error(`menu ${declared.id} names group ${declared.group}, which is not declared`);
    group.children = [...(group.children ?? []), node];
  }
  const sort = (nodes: Node[]) => {
    nodes.sort((a, b) => a.id - b.id);
    for (const n of nodes) if (n.children) sort(n.children);
  };
  for (const nodes of Object.values(trees)) sort(nodes);
  return trees;
}

let declared: readonly MenuDeclaration[] | null = null;
let assembled: Record<IdentityId, Node[]> | null = null;
let allKeys: Map<string, CatalogueItem> | null = null;

/**
 * The domains' declarations, given once by modules/index.ts as it lists the
 * domains (importing that list from here would load every domain in the
 * middle of loading one of them).
 */
export function declareMenus(fromDomains: readonly MenuDeclaration[]): void {
  declared = fromDomains;
  assembled = null;
  allKeys = null;
}

const byIdentity = (identity: IdentityId): Node[] => {
  if (!declared)
    throw new Error('menus not declared yet: import modules/index.ts before the catalogue is used');
  assembled ??= assembleMenus([...GROUPS, ...UNOWNED, ...declared]);
  return assembled[identity];
};

export const IDENTITY_NAMES: Record<IdentityId, Bilingual> = {
  1: { zh_CN: '管理员', en_US: 'Manager' },
  2: { zh_CN: '开发者', en_US: 'Developer' },
  3: { zh_CN: '流程拥有者', en_US: 'Owner' },
  4: { zh_CN: '使用者', en_US: 'User' },
};

/** The identity's name as its menu (shown in the header in factory mode). */
export const IDENTITY_MENU_NAMES: Record<IdentityId, Bilingual> = {
  1: { zh_CN: '管理中心', en_US: 'Management centre' },
  2: { zh_CN: '开发中心', en_US: 'Development centre' },
  3: { zh_CN: '流程中心', en_US: 'Process centre' },
  4: { zh_CN: '使用中心', en_US: 'User centre' },
};

/** The landing page of an identity when its role names none. */
export const DEFAULT_LANDING: Record<IdentityId, string> = {
  1: '/manager/dashboard',
  2: '/developer/process/list',
  3: '/owner/dashboard',
  4: '/user/dashboard',
};

function toEntry(node: Node, parentId: number | null, level: number): MenuEntry {
  return {
    id: node.id,
    parentId,
    path: node.path,
    component: node.component ?? '',
    level,
    icon: node.icon ?? '',
    title: { zh_CN: node.title[0], en_US: node.title[1] },
    hidden: node.hidden ?? false,
    redirect: node.redirect ?? '',
    notRouted: node.notRouted ?? false,
    newTab: node.newTab ?? false,
    layout: node.layout ?? 'default',
    externalUrl: node.externalUrl ?? '',
    children: (node.children ?? []).map((c) => toEntry(c, node.id, level + 1)),
  };
}

export interface CatalogueItem {
  key: string;
  identity: IdentityId;
  menuId: number;
  /** Path of the menu the key belongs to. */
  path: string;
  /** Button code, for button permissions. */
  button?: string;
  title: Bilingual;
}

function walk(nodes: Node[], visit: (n: Node) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.children ?? [], visit);
  }
}

/** Every permission key of an identity: its menu ids and "<menuId>:<button>" keys. */
export function permissionItems(identity: IdentityId): CatalogueItem[] {
  const items: CatalogueItem[] = [];
  walk(byIdentity(identity), (n) => {
    items.push({
      key: String(n.id),
      identity,
      menuId: n.id,
      path: n.path,
      title: { zh_CN: n.title[0], en_US: n.title[1] },
    });
    for (const [code, [zh, en]] of Object.entries(n.buttons ?? {})) {
      items.push({
        key: `${n.id}:${code}`,
        identity,
        menuId: n.id,
        path: n.path,
        button: code,
        title: { zh_CN: zh, en_US: en },
      });
    }
  });
  return items;
}

export function catalogueItem(key: string): CatalogueItem | undefined {
  allKeys ??= new Map(IDENTITIES.flatMap((i) => permissionItems(i).map((it) => [it.key, it] as const)));
  return allKeys.get(key);
}

/**
 * The identity's menu tree, keeping entries whose id is granted and groups
 * with at least one granted child.
 */
export function menuTree(identity: IdentityId, granted: ReadonlySet<string>): MenuEntry[] {
  const prune = (nodes: Node[]): Node[] =>
    nodes.flatMap((n) => {
      if (n.children) {
        const children = prune(n.children);
        return children.length > 0 || granted.has(String(n.id)) ? [{ ...n, children }] : [];
      }
      return granted.has(String(n.id)) ? [n] : [];
    });
  return prune(byIdentity(identity)).map((n) => toEntry(n, null, 1));
}

/** Button codes granted on a menu. */
export function buttonsOf(menuId: number, granted: ReadonlySet<string>): string[] {
  const prefix = `${menuId}:`;
  return [...granted].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
}

/** The identity's permission tree for the role editor: menus with their sub-menus and buttons. */
export function permissionTree(identity: IdentityId): PermissionNode[] {
  const toNode = (n: Node): PermissionNode => ({
    key: String(n.id),
    kind: 'menu',
    title: { zh_CN: n.title[0], en_US: n.title[1] },
    children: [
      ...(n.children ?? []).map(toNode),
      ...Object.entries(n.buttons ?? {}).map(([code, [zh, en]]) => ({
        key: `${n.id}:${code}`,
        kind: 'button' as const,
        title: { zh_CN: zh, en_US: en },
        children: [],
      })),
    ],
  });
  return byIdentity(identity).map(toNode);
}

/** Pages a role of the identity may land on: routed, shown in the menu, inside the shell. */
export function landingPages(
  identity: IdentityId,
): Array<{ menuId: number; path: string; title: Bilingual }> {
  const pages: Array<{ menuId: number; path: string; title: Bilingual }> = [];
  walk(byIdentity(identity), (n) => {
    if (n.component && !n.hidden && !n.newTab && !n.layout && !n.externalUrl && !n.notRouted) {
      pages.push({ menuId: n.id, path: n.path, title: { zh_CN: n.title[0], en_US: n.title[1] } });
    }
  });
  return pages;
}

/**
 * The keys a role really stores for what was checked: unknown keys and keys
 * of other identities dropped, and each granted button's menu and every
 * granted menu's ancestors added (the tree's half-checked parents).
 */
export function normaliseGrants(identity: IdentityId, keys: string[]): string[] {
  const parents = new Map<number, number | null>();
  const visit = (nodes: Node[], parent: number | null) => {
    for (const n of nodes) {
      parents.set(n.id, parent);
      visit(n.children ?? [], n.id);
    }
  };
  visit(byIdentity(identity), null);
  const out = new Set<string>();
  for (const key of keys) {
    const item = catalogueItem(key);
    if (!item || item.identity !== identity) continue;
    out.add(key);
    let id: number | null | undefined = item.menuId;
    while (id !== null && id !== undefined) {
      out.add(String(id));
      id = parents.get(id);
    }
  }
  return [...out];
}
