import type { OperationActionValue } from './enums';
import { type Bilingual, format, type Lang } from './i18n';
import { DATA_KIND_LABELS, type DataKind } from './routes/dataCleaning';

/** Business modules named in operation-log rows, with their labels. */
export const OPLOG_MODULES = {
  auth: { zh_CN: '登录认证', en_US: 'Sign-in' },
  personal: { zh_CN: '个人中心', en_US: 'Personal centre' },
  security: { zh_CN: '安全设置', en_US: 'Security settings' },
  oplog: { zh_CN: '操作日志', en_US: 'Operation log' },
  messages: { zh_CN: '消息中心', en_US: 'Messages' },
  mail: { zh_CN: '邮件服务器', en_US: 'Mail server' },
  adDomain: { zh_CN: 'AD 域', en_US: 'AD domain' },
  aiServer: { zh_CN: 'AI 服务器', en_US: 'AI server' },
  recordStrategy: { zh_CN: '录屏策略', en_US: 'Record strategy' },
  dataCleaning: { zh_CN: '数据清理', en_US: 'Data cleaning' },
  dataSync: { zh_CN: '数据同步', en_US: 'Data sync' },
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
  variables: { zh_CN: '变量管理', en_US: 'Variables' },
  fields: { zh_CN: '自定义字段', en_US: 'Custom fields' },
  taskData: { zh_CN: '任务数据', en_US: 'Task data' },
  applications: { zh_CN: '应用管理', en_US: 'Applications' },
  openApi: { zh_CN: '开放接口', en_US: 'Open API' },
  files: { zh_CN: '文件管理', en_US: 'Files' },
  fileUpload: { zh_CN: '文件上传设置', en_US: 'File upload settings' },
  robotUpgrade: { zh_CN: '9.0 机器人升级', en_US: '9.0 robot upgrade' },
  upgrades: { zh_CN: '升级管理', en_US: 'Upgrades' },
  components: { zh_CN: '自定义组件', en_US: 'Custom components' },
} satisfies Record<string, Bilingual>;

export type OplogModule = keyof typeof OPLOG_MODULES;

export const OPLOG_ACTIONS: Record<OperationActionValue, Bilingual> = {
  create: { zh_CN: '新增', en_US: 'Create' },
  modify: { zh_CN: '修改', en_US: 'Modify' },
  delete: { zh_CN: '删除', en_US: 'Delete' },
  login: { zh_CN: '登录', en_US: 'Login' },
  logout: { zh_CN: '退出', en_US: 'Logout' },
  query: { zh_CN: '查询', en_US: 'Query' },
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

/**
 * Operation-log descriptions: rows keep a key of this catalogue and its
 * parameters, and each reader sees the sentence in their own language.
 */
export const OPLOG_DESCRIPTIONS = {
  call: { zh_CN: '{action}（{method} {path}）', en_US: '{action} ({method} {path})' },
  uploadPackage: {
    zh_CN: '上传流程包 {name} 版本 {version}',
    en_US: 'upload package of {name} version {version}',
  },
  uploadIcon: { zh_CN: '上传流程 #{id} 的图标', en_US: 'upload icon of process #{id}' },
  modifyProcess: { zh_CN: '修改流程 #{id}', en_US: 'modify process #{id}' },
  deleteProcess: { zh_CN: '删除流程 {name}（#{id}）', en_US: 'delete process {name} (#{id})' },
  submitVersion: { zh_CN: '提交版本 #{id}', en_US: 'submit version #{id}' },
  withdrawVersion: { zh_CN: '撤回版本 #{id}', en_US: 'withdraw version #{id}' },
  deleteVersion: { zh_CN: '删除版本 #{id}', en_US: 'delete version #{id}' },
  deleteLastVersion: {
    zh_CN: '删除版本 #{id}，流程 #{processId} 随之删除',
    en_US: 'delete version #{id} and with it process #{processId}',
  },
  approveVersion: { zh_CN: '批准版本 #{id}', en_US: 'approve version #{id}' },
  rejectVersion: { zh_CN: '驳回版本 #{id}', en_US: 'reject version #{id}' },
  backVersion: { zh_CN: '退回版本 #{id}', en_US: 'return version #{id}' },
  downloadPackage: { zh_CN: '下载版本 #{id} 的流程包', en_US: 'download package of version #{id}' },
  assignUsers: {
    zh_CN: '为流程 #{id} 分配使用者 [{users}]',
    en_US: 'assign users [{users}] to process #{id}',
  },
  runProcess: { zh_CN: '运行流程 #{id}', en_US: 'run process #{id}' },
  cancelTask: { zh_CN: '取消任务 #{id}', en_US: 'cancel task #{id}' },
  stopTask: { zh_CN: '停止任务 #{id}', en_US: 'stop task #{id}' },
  exportTasks: { zh_CN: '导出任务列表', en_US: 'export the task list' },
  downloadTaskFile: { zh_CN: '下载任务文件 #{id}', en_US: 'download task file #{id}' },
  addRole: { zh_CN: '新增角色 {name}', en_US: 'add role {name}' },
  modifyRole: { zh_CN: '修改角色 {name}', en_US: 'modify role {name}' },
  deleteRole: { zh_CN: '删除角色 {name}', en_US: 'delete role {name}' },
  login: { zh_CN: '登录（{client}）', en_US: 'login ({client})' },
  handoverLogin: { zh_CN: '交接登录', en_US: 'hand-over login' },
  logout: { zh_CN: '退出登录', en_US: 'logout' },
  changeOwnPassword: { zh_CN: '修改本人密码', en_US: 'change own password' },
  personalBasic: { zh_CN: '保存基本设置', en_US: 'basic settings' },
  personalNotifications: { zh_CN: '保存通知设置', en_US: 'notification settings' },
  personalLicExc: { zh_CN: '设置许可异常通知', en_US: 'licence exception notices' },
  markRead: { zh_CN: '标记消息已读', en_US: 'mark read' },
  addUser: { zh_CN: '新增用户 {account}', en_US: 'add user {account}' },
  modifyUser: { zh_CN: '修改用户 #{id}', en_US: 'modify user #{id}' },
  setUserPassword: { zh_CN: '设置用户 #{id} 的密码', en_US: 'set password of user #{id}' },
  resetUserPassword: { zh_CN: '重置用户 #{id} 的密码', en_US: 'reset password of user #{id}' },
  lockUser: { zh_CN: '锁定用户 #{id}', en_US: 'lock user #{id}' },
  unlockUser: { zh_CN: '解锁用户 #{id}', en_US: 'unlock user #{id}' },
  deleteUsers: { zh_CN: '删除用户 {ids}', en_US: 'delete users {ids}' },
  authoriseDepartments: { zh_CN: '为用户 #{id} 授权部门', en_US: 'authorise departments for user #{id}' },
  addDepartment: { zh_CN: '新增部门 {name}', en_US: 'add department {name}' },
  modifyDepartment: { zh_CN: '修改部门 {name}', en_US: 'modify department {name}' },
  deleteDepartment: { zh_CN: '删除部门 #{id}', en_US: 'delete department #{id}' },
  modifyRobot: { zh_CN: '修改机器人 #{id}', en_US: 'modify robot #{id}' },
  setRobotPassword: {
    zh_CN: '设置机器人 {ids} 的客户端密码',
    en_US: 'set the client password of robots {ids}',
  },
  unbindRobots: { zh_CN: '解绑机器人 {ids}', en_US: 'unbind robots {ids}' },
  deleteRobots: { zh_CN: '删除机器人 {ids}', en_US: 'delete robots {ids}' },
  authoriseRobots: {
    zh_CN: '为机器人 {ids} 授权许可 {licence}',
    en_US: 'authorise robots {ids} with licence {licence}',
  },
  transferRobots: {
    zh_CN: '将机器人 {ids} 转到部门 {code}',
    en_US: 'transfer robots {ids} to department {code}',
  },
  approveRobots: { zh_CN: '批准机器人注册 {ids}', en_US: 'approve robot registrations {ids}' },
  rejectRobots: { zh_CN: '拒绝机器人注册 {ids}', en_US: 'reject robot registrations {ids}' },
  bindSceneProcesses: {
    zh_CN: '为机器人 #{id} 绑定流程 {processes}',
    en_US: 'bind processes {processes} to robot #{id}',
  },
  unbindSceneProcesses: {
    zh_CN: '为机器人 #{id} 解绑流程 {processes}',
    en_US: 'unbind processes {processes} from robot #{id}',
  },
  renameHousekeeper: {
    zh_CN: '重命名桌面管家 #{id} 为 {alias}',
    en_US: 'rename housekeeper #{id} to {alias}',
  },
  deleteHousekeepers: { zh_CN: '删除桌面管家 {ids}', en_US: 'delete housekeepers {ids}' },
  addUpgradePackage: { zh_CN: '新增升级包“{name}”', en_US: 'add upgrade package "{name}"' },
  deleteUpgradePackage: { zh_CN: '删除升级包 #{id}', en_US: 'delete upgrade package #{id}' },
  addUpgradeTask: { zh_CN: '新增升级任务“{name}”', en_US: 'add upgrade task "{name}"' },
  enableUpgradeTask: { zh_CN: '启用或禁用升级任务 #{id}', en_US: 'enable or disable upgrade task #{id}' },
  deleteUpgradeTask: { zh_CN: '删除升级任务 #{id}', en_US: 'delete upgrade task #{id}' },
  uploadComponent: {
    zh_CN: '上传组件 {name} 版本 {version}',
    en_US: 'upload component {name} version {version}',
  },
  downloadComponent: {
    zh_CN: '下载组件 {name} 版本 {version}',
    en_US: 'download component {name} version {version}',
  },
  deleteComponentVersion: {
    zh_CN: '删除组件 {name} 版本 {version}',
    en_US: 'delete component {name} version {version}',
  },
  deleteComponent: { zh_CN: '删除组件 {name}', en_US: 'delete component {name}' },
  addVariable: { zh_CN: '新增变量“{name}”', en_US: 'add variable "{name}"' },
  addLogField: { zh_CN: '新增业务字段“{key}”', en_US: 'add business field "{key}"' },
  editLogField: { zh_CN: '编辑业务字段 #{id}“{key}”', en_US: 'edit business field #{id} "{key}"' },
  deleteLogFields: { zh_CN: '删除业务字段 {ids}', en_US: 'delete business fields {ids}' },
  addServiceParameters: {
    zh_CN: '为用户 #{user} 设置流程 #{process} 的服务参数',
    en_US: 'set service parameters of process #{process} for user #{user}',
  },
  editServiceParameters: { zh_CN: '编辑服务参数 #{id}', en_US: 'edit service parameters #{id}' },
  deleteServiceParameters: { zh_CN: '删除服务参数 {ids}', en_US: 'delete service parameters {ids}' },
  editVariable: { zh_CN: '编辑变量 #{id}“{name}”', en_US: 'edit variable #{id} "{name}"' },
  deleteVariables: { zh_CN: '删除变量 {ids}', en_US: 'delete variables {ids}' },
  addApplication: { zh_CN: '新增应用“{name}”', en_US: 'add application "{name}"' },
  editApplication: { zh_CN: '编辑应用 #{id}“{name}”', en_US: 'edit application #{id} "{name}"' },
  resetApplicationSecret: { zh_CN: '重置应用 #{id} 的密钥', en_US: 'reset the secret of application #{id}' },
  deleteApplications: { zh_CN: '删除应用 {ids}', en_US: 'delete applications {ids}' },
  addWebhook: { zh_CN: '为应用 #{id} 新增 Webhook {url}', en_US: 'add webhook {url} to application #{id}' },
  editWebhook: { zh_CN: '编辑 Webhook #{id} {url}', en_US: 'edit webhook #{id} {url}' },
  rotateWebhookSecret: {
    zh_CN: '更换 Webhook #{id} 的签名密钥',
    en_US: 'rotate the signing secret of webhook #{id}',
  },
  deleteWebhook: { zh_CN: '删除 Webhook #{id}', en_US: 'delete webhook #{id}' },
  replayDeliveries: {
    zh_CN: '重新投递 Webhook #{id} 的失败消息',
    en_US: 'replay failed deliveries of webhook #{id}',
  },
  uploadFiles: { zh_CN: '上传文件（{place}）', en_US: 'upload files ({place})' },
  copyFiles: { zh_CN: '复制文件 {ids}', en_US: 'copy files {ids}' },
  describeFile: { zh_CN: '修改文件 #{id} 的描述', en_US: 'change the description of file #{id}' },
  addForwardRule: { zh_CN: '新增转发规则“{name}”', en_US: 'add forwarding rule "{name}"' },
  editForwardRule: { zh_CN: '编辑转发规则 #{id}“{name}”', en_US: 'edit forwarding rule #{id} "{name}"' },
  deleteForwardRules: { zh_CN: '删除转发规则 {ids}', en_US: 'delete forwarding rules {ids}' },
  deleteFiles: { zh_CN: '删除文件 {ids}', en_US: 'delete files {ids}' },
  addTaskData: { zh_CN: '新增任务数据“{name}”', en_US: 'add task data "{name}"' },
  editTaskData: { zh_CN: '编辑任务数据 #{id}“{name}”', en_US: 'edit task data #{id} "{name}"' },
  deleteTaskData: { zh_CN: '删除任务数据 {ids}', en_US: 'delete task data {ids}' },
  addTaskItem: { zh_CN: '向任务数据 #{spaceId} 新增数据', en_US: 'add an item to task data #{spaceId}' },
  deleteTaskItems: {
    zh_CN: '删除任务数据 #{spaceId} 的数据 {ids}',
    en_US: 'delete items {ids} of task data #{spaceId}',
  },
  rerunTaskItems: {
    zh_CN: '重跑任务数据 #{spaceId} 的数据 {ids}',
    en_US: 'rerun items {ids} of task data #{spaceId}',
  },
  saveHousekeeper: { zh_CN: '登记桌面管家 {name}', en_US: 'register housekeeper {name}' },
  deleteServers: { zh_CN: '删除服务器 {ids}', en_US: 'delete servers {ids}' },
  addMachineKey: {
    zh_CN: '为部门 #{departmentId} 新增机器密钥“{name}”',
    en_US: 'add machine key "{name}" of department #{departmentId}',
  },
  revokeMachineKey: { zh_CN: '吊销机器密钥 #{id}', en_US: 'revoke machine key #{id}' },
  importLicence: { zh_CN: '导入许可（替换 {licSn}）', en_US: 'import a licence (replacing {licSn})' },
  renameCustomer: { zh_CN: '修改许可 {licSn} 的客户名称', en_US: 'rename the customer of licence {licSn}' },
  deleteLicence: { zh_CN: '删除许可 {licSn}', en_US: 'delete licence {licSn}' },
  saveSchedule: { zh_CN: '保存调度 {name}', en_US: 'save schedule {name}' },
  deleteSchedule: { zh_CN: '删除调度 #{id}', en_US: 'delete schedule #{id}' },
  enableSchedule: { zh_CN: '启用调度 #{id}', en_US: 'enable schedule #{id}' },
  disableSchedule: { zh_CN: '停用调度 #{id}', en_US: 'disable schedule #{id}' },
  testMail: { zh_CN: '发送测试邮件到 {to}', en_US: 'send a test mail to {to}' },
  saveRetention: { zh_CN: '保存数据保留期限', en_US: 'save how long data is kept' },
  cleanDataNow: { zh_CN: '立即清理{dataKind}', en_US: 'clean {dataKind} now' },
  dataCleaned: {
    zh_CN: '清理{dataKind}：删除 {before} 之前的 {rows} 行、{files} 个文件（{bytes} 字节）',
    en_US: 'cleaned {dataKind}: removed {rows} rows and {files} files ({bytes} bytes) from before {before}',
  },
  dataCleaningStopped: {
    zh_CN: '清理{dataKind}在删除 {rows} 行、{files} 个文件后中止：{error}',
    en_US: 'cleaning {dataKind} stopped after removing {rows} rows and {files} files: {error}',
  },
  adTest: { zh_CN: '测试 AD 域连接 {address}', en_US: 'test the AD domain connection to {address}' },
  dataSyncTest: { zh_CN: '测试数据同步目标连接 {url}', en_US: 'test the data sync connection to {url}' },
  adDetect: {
    zh_CN: '检测 AD 域 {address} 可同步的内容',
    en_US: 'detect what a sync from {address} brings in',
  },
  adSyncStart: { zh_CN: '立即同步 AD 域', en_US: 'start an AD domain sync' },
  adSynced: {
    zh_CN: 'AD 域同步：新增 {created}、更新 {updated}、锁定 {locked} 个用户',
    en_US: 'AD domain sync: {created} users created, {updated} updated, {locked} locked',
  },
  adScheduledSync: {
    zh_CN: 'AD 域定时同步：新增 {created}、更新 {updated}、锁定 {locked} 个用户',
    en_US: 'scheduled AD domain sync: {created} users created, {updated} updated, {locked} locked',
  },
  adSyncFailed: { zh_CN: 'AD 域同步失败：{reason}', en_US: 'AD domain sync failed: {reason}' },
} satisfies Record<string, Bilingual>;

export type OplogDescriptionKey = keyof typeof OPLOG_DESCRIPTIONS;

/** What a call writes as its description: a catalogue key and its parameters. */
export interface OplogText {
  key: OplogDescriptionKey;
  params?: Record<string, string | number>;
}

/**
 * A stored description in the reader's language: keyed rows from the
 * catalogue (parameters naming a module or an action are labelled too),
 * older rows and unknown keys as their stored text.
 */
export function oplogDescription(
  row: { description: string; descriptionKey?: string; descriptionParams?: Record<string, string | number> },
  lang: Lang,
): string {
  const entry = (OPLOG_DESCRIPTIONS as Record<string, Bilingual>)[row.descriptionKey ?? ''];
  if (!entry) return row.description;
  const params = { ...(row.descriptionParams ?? {}) };
  const action = OPLOG_ACTIONS[params.action as OperationActionValue];
  if (action) params.action = action[lang];
  const dataKind = DATA_KIND_LABELS[params.dataKind as DataKind];
  if (dataKind) params.dataKind = dataKind[lang];
  return format(entry[lang], params);
}
