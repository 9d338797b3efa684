import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The user screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 17,
    id: 1701,
    path: '/manager/user/list',
    component: 'users/list',
    title: ['用户管理', 'Users'],
    buttons: {
      add: BUTTONS.add,
      edit: BUTTONS.edit,
      delete: BUTTONS.delete,
      password: ['修改密码', 'Change password'],
      resetPwd: ['重置密码', 'Reset password'],
      lock: ['锁定/解锁', 'Lock/unlock'],
      authorize: ['部门授权', 'Department authorisation'],
      import: BUTTONS.import,
      export: BUTTONS.export,
    },
  },
];
