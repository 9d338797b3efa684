import type { OperationActionValue } from './enums';
import type { Bilingual } from './i18n';

/** Business modules named in operation-log rows, with their labels. */
export const OPLOG_MODULES = {
  auth: { zh_CN: '登录认证', en_US: 'Sign-in' },
  personal: { zh_CN: '个人中心', en_US: 'Personal centre' },
  security: { zh_CN: '安全设置', en_US: 'Security settings' },
  oplog: { zh_CN: '操作日志', en_US: 'Operation log' },
  messages: { zh_CN: '消息中心', en_US: 'Messages' },
  mail: { zh_CN: '邮件服务器', en_US: 'Mail server' },
  users: { zh_CN: '用户管理', en_US: 'Users' },
  roles: { zh_CN: '角色管理', en_US: 'Roles' },
  departments: { zh_CN: '部门管理', en_US: 'Departments' },
  licences: { zh_CN: '许可管理', en_US: 'Licences' },
  processes: { zh_CN: '流程管理', en_US: 'Processes' },
  versions: { zh_CN: '版本管理', en_US: 'Versions' },
  robots: { zh_CN: '机器人管理', en_US: 'Robots' },
  servers: { zh_CN: '服务器管理', en_US: 'Servers' },
  housekeepers: { zh_CN: '桌面管家', en_US: 'Housekeepers' },
  tasks: { zh_CN: '任务管理', en_US: 'Tasks' },
  schedules: { zh_CN: '调度管理', en_US: 'Schedules' },
  calendars: { zh_CN: '日历', en_US: 'Calendars' },
} satisfies Record<string, Bilingual>;

export type OplogModule = keyof typeof OPLOG_MODULES;

export const OPLOG_ACTIONS: Record<OperationActionValue, Bilingual> = {
  create: { zh_CN: '新增', en_US: 'Create' },
  modify: { zh_CN: '修改', en_US: 'Modify' },
  delete: { zh_CN: '删除', en_US: 'Delete' },
  login: { zh_CN: '登录', en_US: 'Login' },
  logout: { zh_CN: '退出', en_US: 'Logout' },
  import: { zh_CN: '导入', en_US: 'Import' },
  export: { zh_CN: '导出', en_US: 'Export' },
  upload: { zh_CN: '上传', en_US: 'Upload' },
  download: { zh_CN: '下载', en_US: 'Download' },
  send: { zh_CN: '发送', en_US: 'Send' },
};

export const OPLOG_RESULTS: Record<'success' | 'fail', Bilingual> = {
  success: { zh_CN: '成功', en_US: 'Success' },
  fail: { zh_CN: '失败', en_US: 'Fail' },
};

export interface OplogQuery {
  page?: number;
  size?: number;
  /** ISO times, inclusive start, exclusive end. */
  start?: string;
  end?: string;
  userName?: string;
  module?: string;
  identity?: number;
  action?: OperationActionValue;
  result?: 'success' | 'fail';
}

export interface OplogRow {
  id: number;
  at: string;
  userName: string;
  module: string;
  ip: string;
  identity: number | null;
  action: OperationActionValue;
  result: 'success' | 'fail';
  description: string;
}
