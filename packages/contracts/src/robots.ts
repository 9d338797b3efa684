import type { LicenceStatusValue, RobotRunStateValue } from './enums';
import type { Bilingual } from './i18n';
import type { RobotCategoryValue } from './robot-protocol';

/** Robots, servers and housekeepers (console-administration.md §3, §4, §5, §7). */

/** Robot alias: at most 40 characters (§5); the console truncates it to 10 for display (§9). */
export const ROBOT_ALIAS_MAX = 40;
export const ALIAS_DISPLAY_MAX = 10;

/** Desktop resolution `width*height`, width 800-3840, height 600-2400 (§5, §9). */
export const RESOLUTION_PATTERN = /^([0-9]{3,4})\*([0-9]{3,4})$/;
export const RESOLUTION_WIDTH = { min: 800, max: 3840 } as const;
export const RESOLUTION_HEIGHT = { min: 600, max: 2400 } as const;

export function resolutionAllowed(value: string): boolean {
  const m = RESOLUTION_PATTERN.exec(value);
  if (!m) return false;
  const w = Number(m[1]);
  const h = Number(m[2]);
  return (
    w >= RESOLUTION_WIDTH.min &&
    w <= RESOLUTION_WIDTH.max &&
    h >= RESOLUTION_HEIGHT.min &&
    h <= RESOLUTION_HEIGHT.max
  );
}

/** Housekeeper (desktop steward) name: 2-60 letters, digits, CJK and only @ - _ as special characters (§5). */
export const HOUSEKEEPER_ALIAS_MIN = 2;
export const HOUSEKEEPER_ALIAS_MAX = 60;
export const HOUSEKEEPER_ALIAS_PATTERN = /^[\p{L}\p{N}@_-]{2,60}$/u;

/** A robot's client password (manager binding): 6-64 characters, no spaces at either end. */
export const CLIENT_PWD_MIN = 6;
export const CLIENT_PWD_MAX = 64;

export type BindingWayValue = 'manager' | 'user';
/** Desktop steward state of a robot (§4). */
export type DesktopState = 'connected' | 'notConnected' | 'notBound';
/** The status of the licence the robot's seat is on, or `none` when it holds no seat. */
export type RobotLicenceState = LicenceStatusValue | 'none';

export const ROBOT_CATEGORIES: readonly RobotCategoryValue[] = ['background', 'foreground', 'scene'];

export interface RobotListQuery {
  page?: number;
  size?: number;
  /** Matches robot number, alias, machine name or OS user. */
  keyword?: string;
  robotsNo?: string;
  /** Matches the machine name or OS user. */
  name?: string;
  alias?: string;
  runState?: RobotRunStateValue;
  departmentId?: number;
  category?: RobotCategoryValue;
  bindingWay?: BindingWayValue;
  licenceState?: RobotLicenceState;
  agentVersion?: string;
  bound?: boolean;
}

/** `POST /rpa/cdaAgent/modify`: empty strings clear a field. */
export interface RobotModify {
  id: number;
  alias?: string;
  resolution?: string;
}

/** What robot operation records (`/rpa/opglog/list`) name. */
export const ROBOT_RECORD_ACTIONS = {
  register: { zh_CN: '注册', en_US: 'Register' },
  online: { zh_CN: '上线', en_US: 'Online' },
  offline: { zh_CN: '离线', en_US: 'Offline' },
  refused: { zh_CN: '拒绝连接', en_US: 'Refused' },
  modify: { zh_CN: '修改', en_US: 'Modify' },
  password: { zh_CN: '修改密码', en_US: 'Change password' },
  licence: { zh_CN: '授权', en_US: 'Authorise' },
  transfer: { zh_CN: '转移部门', en_US: 'Transfer department' },
  unbind: { zh_CN: '解绑', en_US: 'Unbind' },
  delete: { zh_CN: '删除', en_US: 'Delete' },
  bindProcess: { zh_CN: '绑定流程', en_US: 'Bind process' },
  unbindProcess: { zh_CN: '解绑流程', en_US: 'Unbind process' },
  approve: { zh_CN: '批准注册', en_US: 'Approve registration' },
  reject: { zh_CN: '拒绝注册', en_US: 'Reject registration' },
} satisfies Record<string, Bilingual>;
export type RobotRecordAction = keyof typeof ROBOT_RECORD_ACTIONS;

export interface RobotRecordQuery {
  page?: number;
  size?: number;
  robotId?: number;
  robotsNo?: string;
  action?: RobotRecordAction;
  result?: 'success' | 'fail';
  start?: string;
  end?: string;
}

export const RUN_STATE_LABELS: Record<RobotRunStateValue, Bilingual> = {
  idle: { zh_CN: '空闲', en_US: 'Idle' },
  running: { zh_CN: '运行中', en_US: 'Running' },
  upgrading: { zh_CN: '升级中', en_US: 'Upgrading' },
  offline: { zh_CN: '离线', en_US: 'Offline' },
};

export const DESKTOP_STATE_LABELS: Record<DesktopState, Bilingual> = {
  connected: { zh_CN: '已连接', en_US: 'Connected' },
  notConnected: { zh_CN: '未连接', en_US: 'Not connected' },
  notBound: { zh_CN: '未绑定', en_US: 'Not bound' },
};

export const BINDING_WAY_LABELS: Record<BindingWayValue, Bilingual> = {
  manager: { zh_CN: '管理员绑定', en_US: 'Manager' },
  user: { zh_CN: '用户绑定', en_US: 'User' },
};

export const ROBOT_LICENCE_NONE: Bilingual = { zh_CN: '未授权', en_US: 'Not authorised' };

/**
 * Machine keys: a department's registration secret. A robot the server does
 * not know registers with one into its department (docs/robot-protocol.md,
 * "Authentication and registration"). Shown once at creation, stored hashed.
 */
export const MACHINE_KEY_NAME_MAX = 40;
