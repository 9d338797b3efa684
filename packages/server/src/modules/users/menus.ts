import { BUTTONS, commonButtons, inGroup, screen } from '../../platform/menu';

/** The user screens of the identities' menus. */
export const menus = inGroup(17, [
  screen(1701, '/manager/user/list', 'users/list', ['用户管理', 'Users'], {
    buttons: {
      ...commonButtons('add', 'edit', 'delete'),
      password: ['修改密码', 'Change password'],
      resetPwd: ['重置密码', 'Reset password'],
      lock: ['锁定/解锁', 'Lock/unlock'],
      authorize: ['部门授权', 'Department authorisation'],
      import: BUTTONS.import,
      export: BUTTONS.export,
    },
  }),
]);
