import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The robot screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 13,
    id: 1301,
    path: '/manager/robot/list',
    component: 'robots/list',
    title: ['机器人列表', 'Robots'],
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
  },
  {
    identity: Identity.MANAGER,
    group: 13,
    id: 1302,
    path: '/manager/robot/detail',
    component: 'robots/detail',
    title: ['机器人详情', 'Robot detail'],
    hidden: true,
  },
];
