import type { Bilingual } from './i18n';

/** The server's words about data sync (menu 1902): the target's rules, the connection test, the copy. */
export const dataSyncMessages = {
  'dataSync.urlRequired': { zh_CN: '请输入数据库地址', en_US: 'Enter the database URL' },
  'dataSync.urlLength': {
    zh_CN: '数据库地址最多 255 个字符',
    en_US: 'The database URL must be at most 255 characters',
  },
  'dataSync.urlInvalid': {
    zh_CN: '数据库地址格式为 postgres://主机:端口/数据库名',
    en_US: 'The database URL has the form postgres://host:port/database',
  },
  'dataSync.portInvalid': {
    zh_CN: '数据库地址中的端口须为 1-65535 的整数',
    en_US: 'The port in the database URL must be a whole number from 1 to 65535',
  },
  'dataSync.userLength': {
    zh_CN: '用户名长度为 1-64 个字符',
    en_US: 'The user must be 1 to 64 characters',
  },
  'dataSync.passwordLength': {
    zh_CN: '密码最多 128 个字符',
    en_US: 'The password must be at most 128 characters',
  },
  'dataSync.kindInvalid': {
    zh_CN: '目标类型只能是 PostgreSQL',
    en_US: 'The target kind can only be PostgreSQL',
  },
  'dataSync.connectFailed': {
    zh_CN: '无法连接目标数据库：{reason}',
    en_US: 'Could not connect to the target database: {reason}',
  },
  'dataSync.notEnabled': {
    zh_CN: '数据同步未启用，请先保存一个启用的目标',
    en_US: 'Data sync is not enabled; save an enabled target first',
  },
} satisfies Record<string, Bilingual>;
