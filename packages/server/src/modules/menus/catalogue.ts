import type { Bilingual, IdentityId, MenuEntry, PermissionNode } from '@rpa/contracts';

/**
 * The menu tree of every identity: each screen of both spec documents, with
 * its buttons. Menu ids are stable (roles store them): a top-level entry of
 * the manager has ids 11-19, its children <parent>01...; developer 2xx, owner
 * 3xx, user 4xx. Ids 15, 211, 312 and 406 open in a new tab; 1607 is under
 * the blank layout. This is the one permission table: a role grants menu ids
 * and "<menuId>:<button>" keys, usermenu/userbutton return what is granted and
 * every route declares one of these keys (see ../auth/guard.ts).
 */
interface Node {
  id: number;
  path: string;
  component?: string;
  title: [zh: string, en: string];
  icon?: string;
  hidden?: boolean;
  redirect?: string;
  notRouted?: boolean;
  newTab?: boolean;
  layout?: 'blank';
  externalUrl?: string;
  buttons?: Record<string, [zh: string, en: string]>;
  children?: Node[];
}

const b = {
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  detail: ['详情', 'Detail'],
  run: ['运行', 'Run'],
  enable: ['启用/停用', 'Enable/disable'],
} satisfies Record<string, [string, string]>;

const messages = (base: number, id: IdentityId): Node[] => {
  const prefix = ['', 'manager', 'developer', 'owner', 'user'][id];
  return [
    {
      id: base,
      path: `/${prefix}/message`,
      component: 'messages/list',
      title: ['消息列表', 'Messages'],
      hidden: true,
      buttons: { delete: b.delete, read: ['标记已读', 'Mark as read'] },
    },
    {
      id: base + 1,
      path: `/${prefix}/personal/center`,
      component: 'personal/center',
      title: ['个人中心', 'Personal centre'],
      hidden: true,
    },
  ];
};

const MANAGER: Node[] = [
  {
    id: 11,
    path: '/manager/dashboard',
    component: 'dashboard/manager',
    title: ['首页', 'Dashboard'],
    icon: 'dashboard',
  },
  {
    id: 12,
    path: '/manager/12',
    title: ['流程管理', 'Processes'],
    icon: 'apartment',
    notRouted: true,
    children: [
      {
        id: 1201,
        path: '/manager/process/list',
        component: 'processes/managerList',
        title: ['流程列表', 'Process list'],
        buttons: { detail: b.detail, run: b.run, export: b.export, delete: b.delete },
      },
      {
        id: 1202,
        path: '/manager/process/version',
        component: 'versions/chart',
        title: ['流程图与版本', 'Process chart and versions'],
        hidden: true,
      },
      {
        id: 1203,
        path: '/manager/trigger/list',
        component: 'schedules/triggerList',
        title: ['流程触发器', 'Process triggers'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete, enable: b.enable },
      },
      {
        id: 1204,
        path: '/manager/trigger/add',
        component: 'schedules/triggerEdit',
        title: ['新增触发器', 'Add trigger'],
        hidden: true,
      },
      {
        id: 1205,
        path: '/manager/process/flow',
        component: 'processes/flowChart',
        title: ['流程图', 'Flow chart'],
        hidden: true,
      },
    ],
  },
  {
    id: 13,
    path: '/manager/13',
    title: ['机器人与许可', 'Robots and licences'],
    icon: 'robot',
    notRouted: true,
    children: [
      {
        id: 1301,
        path: '/manager/robot/list',
        component: 'robots/list',
        title: ['机器人列表', 'Robots'],
        buttons: {
          edit: b.edit,
          delete: b.delete,
          unbind: ['解绑', 'Unbind'],
          password: ['修改密码', 'Change password'],
          transfer: ['转移部门', 'Transfer department'],
          licence: ['授权', 'Authorise'],
          export: b.export,
          records: ['操作记录', 'Operation records'],
          approve: ['审批注册', 'Approve registration'],
        },
      },
      {
        id: 1302,
        path: '/manager/robot/detail',
        component: 'robots/detail',
        title: ['机器人详情', 'Robot detail'],
        hidden: true,
      },
      {
        id: 1303,
        path: '/manager/licence/list',
        component: 'licences/list',
        title: ['许可管理', 'Licences'],
        buttons: {
          import: b.import,
          apply: ['申请', 'Apply'],
          delete: b.delete,
          transfer: ['转移', 'Transfer'],
          edit: b.edit,
        },
      },
      {
        id: 1304,
        path: '/manager/server/list',
        component: 'servers/list',
        title: ['服务器列表', 'Servers'],
        buttons: { delete: b.delete },
      },
      {
        id: 1305,
        path: '/manager/housekeeper/list',
        component: 'housekeepers/list',
        title: ['桌面管家', 'Housekeepers'],
        buttons: { edit: b.edit, delete: b.delete },
      },
      {
        id: 1306,
        path: '/manager/upgrade',
        component: 'upgrades/manage',
        title: ['升级管理', 'Upgrades'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete, enable: b.enable },
      },
      {
        id: 1307,
        path: '/manager/robot/keys',
        component: 'robots/keys',
        title: ['机器密钥', 'Machine keys'],
        buttons: { add: b.add, revoke: ['吊销', 'Revoke'] },
      },
    ],
  },
  {
    id: 14,
    path: '/manager/14',
    title: ['任务管理', 'Tasks'],
    icon: 'schedule',
    notRouted: true,
    children: [
      {
        id: 1401,
        path: '/manager/task/list',
        component: 'tasks/list',
        title: ['任务列表', 'Tasks'],
        buttons: { cancel: ['取消', 'Cancel'], stop: ['停止', 'Stop'], export: b.export, detail: b.detail },
      },
      { id: 1402, path: '/manager/task/monitor', component: 'tasks/monitor', title: ['任务监控', 'Monitor'] },
      {
        id: 1403,
        path: '/manager/schedule/list',
        component: 'schedules/list',
        title: ['调度列表', 'Schedules'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete, enable: b.enable },
      },
      {
        id: 1404,
        path: '/manager/schedule/once',
        component: 'schedules/once',
        title: ['一次性调度', 'One-time schedules'],
        buttons: { add: b.add, delete: b.delete },
      },
      {
        id: 1405,
        path: '/manager/taskdata/list',
        component: 'taskData/list',
        title: ['任务数据', 'Task data'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete, detail: b.detail },
      },
      {
        id: 1406,
        path: '/manager/share/list',
        component: 'shares/list',
        title: ['分享列表', 'Shares'],
        buttons: { delete: b.delete },
      },
    ],
  },
  {
    id: 15,
    path: '/report/center',
    component: 'reports/center',
    title: ['报表中心', 'Reports'],
    icon: 'barChart',
    newTab: true,
    buttons: { export: b.export },
  },
  {
    id: 16,
    path: '/manager/16',
    title: ['运行记录', 'Run records'],
    icon: 'video',
    notRouted: true,
    children: [
      {
        id: 1601,
        path: '/manager/record/list',
        component: 'records/list',
        title: ['运行记录', 'Run records'],
        buttons: { download: ['下载', 'Download'], share: ['分享', 'Share'] },
      },
      {
        id: 1602,
        path: '/manager/video/dual',
        component: 'videos/dual',
        title: ['双路回放', 'Dual view'],
        hidden: true,
      },
      {
        id: 1603,
        path: '/manager/video/triple',
        component: 'videos/triple',
        title: ['三路回放', 'Triple view'],
        hidden: true,
      },
      {
        id: 1604,
        path: '/manager/video/fouth',
        component: 'videos/four',
        title: ['四路回放', 'Four-way view'],
        hidden: true,
      },
      {
        id: 1607,
        path: '/manager/play',
        component: 'videos/play',
        title: ['录屏播放', 'Playback'],
        hidden: true,
        layout: 'blank',
      },
    ],
  },
  {
    id: 17,
    path: '/manager/17',
    title: ['组织管理', 'Organisation'],
    icon: 'team',
    notRouted: true,
    children: [
      {
        id: 1701,
        path: '/manager/user/list',
        component: 'users/list',
        title: ['用户管理', 'Users'],
        buttons: {
          add: b.add,
          edit: b.edit,
          delete: b.delete,
          password: ['修改密码', 'Change password'],
          resetPwd: ['重置密码', 'Reset password'],
          lock: ['锁定/解锁', 'Lock/unlock'],
          authorize: ['部门授权', 'Department authorisation'],
          import: b.import,
          export: b.export,
        },
      },
      {
        id: 1702,
        path: '/manager/role/list',
        component: 'roles/list',
        title: ['角色管理', 'Roles'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete },
      },
      {
        id: 1703,
        path: '/manager/department/list',
        component: 'departments/tree',
        title: ['部门管理', 'Departments'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete, import: b.import },
      },
    ],
  },
  {
    id: 18,
    path: '/manager/18',
    title: ['资源管理', 'Resources'],
    icon: 'appstore',
    notRouted: true,
    children: [
      {
        id: 1801,
        path: '/manager/application/list',
        component: 'applications/list',
        title: ['应用管理', 'Applications'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete },
      },
      {
        id: 1802,
        path: '/manager/variable/list',
        component: 'variables/list',
        title: ['变量管理', 'Variables'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete, records: ['访问记录', 'Access records'] },
      },
      {
        id: 1803,
        path: '/manager/file/list',
        component: 'files/list',
        title: ['文件管理', 'Files'],
        buttons: {
          upload: ['上传', 'Upload'],
          delete: b.delete,
          copy: ['复制', 'Copy'],
          rules: ['转发规则', 'Forwarding rules'],
        },
      },
      {
        id: 1804,
        path: '/manager/component/list',
        component: 'components/list',
        title: ['自定义组件', 'Custom components'],
      },
      {
        id: 1805,
        path: '/manager/field/list',
        component: 'fields/list',
        title: ['自定义字段', 'Custom fields'],
        buttons: { add: b.add, edit: b.edit, delete: b.delete },
      },
    ],
  },
  {
    id: 19,
    path: '/manager/19',
    title: ['系统管理', 'System'],
    icon: 'setting',
    notRouted: true,
    children: [
      {
        id: 1901,
        path: '/manager/system/config',
        component: 'settings/tabs',
        title: ['系统配置', 'System configuration'],
        buttons: { save: ['保存', 'Save'] },
      },
      {
        id: 1902,
        path: '/manager/system/sync',
        component: 'settings/sync',
        title: ['数据同步', 'Data sync'],
        buttons: { save: ['保存', 'Save'] },
      },
      {
        id: 1903,
        path: '/manager/oplog/list',
        component: 'oplog/list',
        title: ['操作日志', 'Operation log'],
        buttons: { export: b.export },
      },
    ],
  },
  ...messages(1001, 1),
];

const DEVELOPER: Node[] = [
  {
    id: 201,
    path: '/developer/process/list',
    component: 'processes/developerList',
    title: ['流程列表', 'Process list'],
    icon: 'apartment',
    buttons: {
      add: b.add,
      edit: b.edit,
      delete: b.delete,
      publish: ['发布', 'Publish'],
      withdraw: ['撤回', 'Withdraw'],
      run: b.run,
      export: b.export,
    },
  },
  {
    id: 202,
    path: '/developer/process/detail',
    component: 'processes/detail',
    title: ['流程详情', 'Process detail'],
    hidden: true,
  },
  {
    id: 203,
    path: '/developer/process/edit',
    component: 'processes/edit',
    title: ['新增/编辑流程', 'Add or edit process'],
    hidden: true,
  },
  {
    id: 204,
    path: '/developer/process/version',
    component: 'versions/list',
    title: ['版本', 'Versions'],
    hidden: true,
    buttons: { download: ['下载流程包', 'Download package'] },
  },
  {
    id: 205,
    path: '/developer/process/publish',
    component: 'versions/publish',
    title: ['发布', 'Publish'],
    hidden: true,
  },
  {
    id: 206,
    path: '/developer/schedule/list',
    component: 'schedules/list',
    title: ['调度列表', 'Schedules'],
    icon: 'schedule',
  },
  {
    id: 207,
    path: '/developer/file/list',
    component: 'files/list',
    title: ['文件查看', 'Files'],
    icon: 'file',
  },
  {
    id: 208,
    path: '/developer/record/operate',
    component: 'records/operate',
    title: ['操作记录', 'Operation records'],
    icon: 'history',
  },
  {
    id: 209,
    path: '/developer/record/exception',
    component: 'records/exception',
    title: ['异常记录', 'Exception records'],
    icon: 'warning',
  },
  {
    id: 211,
    path: '/report/center',
    component: 'reports/center',
    title: ['报表中心', 'Reports'],
    icon: 'barChart',
    newTab: true,
    buttons: { export: b.export },
  },
  ...messages(221, 2),
];

const OWNER: Node[] = [
  {
    id: 301,
    path: '/owner/dashboard',
    component: 'dashboard/owner',
    title: ['首页', 'Dashboard'],
    icon: 'dashboard',
  },
  {
    id: 302,
    path: '/owner/process/list',
    component: 'processes/ownerList',
    title: ['流程列表', 'Process list'],
    icon: 'apartment',
    buttons: {
      approve: ['通过', 'Approve'],
      reject: ['驳回', 'Reject'],
      back: ['退回', 'Return'],
      assign: ['分配用户', 'Assign users'],
      run: b.run,
      export: b.export,
    },
  },
  {
    id: 303,
    path: '/owner/process/detail',
    component: 'processes/detail',
    title: ['流程详情', 'Process detail'],
    hidden: true,
  },
  {
    id: 304,
    path: '/owner/schedule/list',
    component: 'schedules/list',
    title: ['调度列表', 'Schedules'],
    icon: 'schedule',
    buttons: { add: b.add, edit: b.edit, delete: b.delete, enable: b.enable },
  },
  {
    id: 305,
    path: '/owner/process/version',
    component: 'versions/list',
    title: ['版本', 'Versions'],
    hidden: true,
    buttons: { download: ['下载流程包', 'Download package'] },
  },
  { id: 306, path: '/owner/file/list', component: 'files/list', title: ['文件', 'Files'], icon: 'file' },
  {
    id: 312,
    path: '/report/center',
    component: 'reports/center',
    title: ['报表中心', 'Reports'],
    icon: 'barChart',
    newTab: true,
    buttons: { export: b.export },
  },
  ...messages(321, 3),
];

const USER: Node[] = [
  {
    id: 401,
    path: '/user/dashboard',
    component: 'dashboard/user',
    title: ['首页', 'Dashboard'],
    icon: 'dashboard',
  },
  {
    id: 402,
    path: '/user/process/list',
    component: 'processes/userList',
    title: ['流程列表', 'Process list'],
    icon: 'apartment',
    buttons: { run: b.run, runLocal: ['本地运行', 'Run locally'], export: b.export },
  },
  {
    id: 403,
    path: '/user/record/list',
    component: 'records/list',
    title: ['运行记录', 'Run records'],
    icon: 'history',
    buttons: { download: ['下载', 'Download'], share: ['分享', 'Share'] },
  },
  {
    id: 404,
    path: '/user/file/list',
    component: 'files/list',
    title: ['文件', 'Files'],
    icon: 'file',
    buttons: { upload: ['上传', 'Upload'], delete: b.delete },
  },
  {
    id: 405,
    path: '/user/schedule/once',
    component: 'schedules/once',
    title: ['一次性调度', 'One-time schedules'],
    icon: 'schedule',
    buttons: { add: b.add, delete: b.delete },
  },
  {
    id: 406,
    path: '/report/center',
    component: 'reports/center',
    title: ['报表中心', 'Reports'],
    icon: 'barChart',
    newTab: true,
    buttons: { export: b.export },
  },
  ...messages(421, 4),
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

const BY_IDENTITY: Record<IdentityId, Node[]> = { 1: MANAGER, 2: DEVELOPER, 3: OWNER, 4: USER };

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
  walk(BY_IDENTITY[identity], (n) => {
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

const ALL_KEYS = new Map<string, CatalogueItem>(
  ([1, 2, 3, 4] as IdentityId[]).flatMap((i) => permissionItems(i).map((it) => [it.key, it] as const)),
);

export function catalogueItem(key: string): CatalogueItem | undefined {
  return ALL_KEYS.get(key);
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
  return prune(BY_IDENTITY[identity]).map((n) => toEntry(n, null, 1));
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
  return BY_IDENTITY[identity].map(toNode);
}

/** Pages a role of the identity may land on: routed, shown in the menu, inside the shell. */
export function landingPages(
  identity: IdentityId,
): Array<{ menuId: number; path: string; title: Bilingual }> {
  const pages: Array<{ menuId: number; path: string; title: Bilingual }> = [];
  walk(BY_IDENTITY[identity], (n) => {
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
  visit(BY_IDENTITY[identity], null);
  const out = new Set<string>();
  for (const key of keys) {
    const item = ALL_KEYS.get(key);
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
