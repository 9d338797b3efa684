import { BUTTONS, inGroup, screen } from '../../platform/menu';

/** The robot screens of the identities' menus. */
export const menus = inGroup(13, [
  screen(1301, '/manager/robot/list', 'robots/list', ['机器人列表', 'Robots'], {
    buttons: {
      edit: BUTTONS.edit,
      delete: BUTTONS.delete,
      unbind: ['解绑', 'Unbind'],
      password: ['修改密码', 'Change password'],
      transfer: ['转移部门', 'Transfer department'],
      licence: ['授权', 'Authorise'],
      export: BUTTONS.export,
      records: ['操作记录', 'Operation records'],
      approve: ['审批注册', 'Approve registration'],
    },
  }),
  screen(1302, '/manager/robot/detail', 'robots/detail', ['机器人详情', 'Robot detail'], { hidden: true }),
]);
