import type { Bilingual } from './i18n';

/** The server's words to desktop stewards (docs/robot-protocol.md, "Desktop stewards"). */
export const stewardMessages = {
  'steward.protocol': {
    zh_CN: '不支持桌面管家协议版本 {got}，服务器使用版本 {want}，请升级桌面管家',
    en_US:
      'Steward protocol version {got} is not supported; the server speaks version {want}. Upgrade the steward',
  },
  'steward.otherDepartment': {
    zh_CN: '机器 {name} 的桌面管家已注册在其他部门，请使用该部门的机器密钥',
    en_US:
      'The steward of machine {name} is registered in another department; use a machine key of that department',
  },
  'steward.deleted': {
    zh_CN: '管理员删除了该桌面管家',
    en_US: 'A manager deleted this desktop steward',
  },
  'steward.replaced': {
    zh_CN: '机器 {name} 的另一个桌面管家已连接，本连接已关闭',
    en_US: 'Another steward of machine {name} connected; this connection is closed',
  },
} satisfies Record<string, Bilingual>;
