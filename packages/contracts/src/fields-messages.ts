import type { Bilingual } from './i18n';

/** The server's words about custom fields: process log fields, the values runs report, service parameters. */
export const fieldMessages = {
  'fields.nameLength': {
    zh_CN: '字段名称长度为 2-64 个字符',
    en_US: 'The field name must be 2 to 64 characters',
  },
  'fields.keyRequired': { zh_CN: '请输入字段标识', en_US: 'Enter the field key' },
  'fields.keyPattern': {
    zh_CN: '字段标识只能由小写字母和下划线组成，以字母开头，最多 30 个字符',
    en_US: 'The field key is lowercase letters and underscores, starts with a letter, at most 30 characters',
  },
  'fields.keyTaken': {
    zh_CN: '已有标识为“{key}”的字段',
    en_US: 'A field with the key "{key}" already exists',
  },
  'fields.descriptionLength': {
    zh_CN: '描述最多 128 个字符',
    en_US: 'The description must be at most 128 characters',
  },
  'fields.decimalsRange': {
    zh_CN: '小数字段的小数位数为 0-10',
    en_US: 'A decimal field has 0 to 10 decimal places',
  },
  'fields.notFound': { zh_CN: '字段不存在', en_US: 'No such field' },
  'fields.presetUndeletable': {
    zh_CN: '系统预置字段“{name}”不能删除',
    en_US: 'The system-preset field "{name}" cannot be deleted',
  },
  'fields.presetKeyFixed': {
    zh_CN: '系统预置字段的标识和类型不能修改',
    en_US: 'The key and type of a system-preset field cannot be changed',
  },
  'fields.typeFixed': {
    zh_CN: '字段已有运行上报的值，不能修改类型',
    en_US: 'Runs have reported values for this field: its type cannot be changed',
  },
  'fields.processMissing': { zh_CN: '所选流程不存在', en_US: 'The chosen process does not exist' },
  'fields.valueRequired': {
    zh_CN: '字段“{key}”的值不能为空，且最多 1000 个字符',
    en_US: 'The value of field "{key}" must be 1 to 1000 characters',
  },
  'fields.valueInteger': {
    zh_CN: '字段“{key}”需要 -2147483648 到 2147483647 之间的整数',
    en_US: 'Field "{key}" takes a whole number from -2147483648 to 2147483647',
  },
  'fields.valueLong': {
    zh_CN: '字段“{key}”需要 64 位范围内的整数',
    en_US: 'Field "{key}" takes a whole number within 64 bits',
  },
  'fields.valueNumber': { zh_CN: '字段“{key}”需要数字', en_US: 'Field "{key}" takes a number' },
  'fields.valueDecimal': {
    zh_CN: '字段“{key}”需要最多 {decimals} 位小数的数字',
    en_US: 'Field "{key}" takes a number with at most {decimals} decimal places',
  },
  'fields.valueDate': {
    zh_CN: '字段“{key}”需要日期 YYYY-MM-DD',
    en_US: 'Field "{key}" takes a date as YYYY-MM-DD',
  },
  'fields.valueDatetime': {
    zh_CN: '字段“{key}”需要时间 YYYY-MM-DD HH:mm:ss（或带时区的 ISO 8601）',
    en_US: 'Field "{key}" takes a time as YYYY-MM-DD HH:mm:ss (or ISO 8601 with an offset)',
  },
  'fields.robotNoTask': {
    zh_CN: '机器人只能在运行任务 {taskId} 时上报业务字段，而它并未运行该任务',
    en_US: 'A robot reports business fields only while it runs a task, and it is not running task {taskId}',
  },
  'fields.robotUnknown': {
    zh_CN: '流程“{process}”没有启用的标识为“{key}”的业务字段',
    en_US: 'Process "{process}" has no enabled business field with the key "{key}"',
  },
  'service.platformUserLength': {
    zh_CN: '平台用户名长度为 3-30 个字符',
    en_US: 'The platform user name must be 3 to 30 characters',
  },
  'service.objectIdLength': {
    zh_CN: '对象标识长度为 3-30 个字符',
    en_US: 'The object identifier must be 3 to 30 characters',
  },
  'service.passwordLength': {
    zh_CN: '业务密码长度为 1-20 个字符',
    en_US: 'The business password must be 1 to 20 characters',
  },
  'service.confirmRequired': { zh_CN: '请再次输入业务密码', en_US: 'Enter the business password again' },
  'service.confirmMismatch': { zh_CN: '两次输入的密码不一致', en_US: 'The two passwords entered differ' },
  'service.extendedLength': {
    zh_CN: '扩展信息最多 500 个字符',
    en_US: 'The extended information must be at most 500 characters',
  },
  'service.taken': {
    zh_CN: '用户“{user}”已有流程“{process}”的服务参数',
    en_US: 'User "{user}" already has service parameters for process "{process}"',
  },
  'service.notFound': { zh_CN: '服务参数不存在', en_US: 'No such service parameters' },
  'service.userMissing': { zh_CN: '所选用户不存在', en_US: 'The chosen user does not exist' },
} satisfies Record<string, Bilingual>;
