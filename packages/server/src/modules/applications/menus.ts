import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The applications screen of the manager's menu. */
export const menus = inGroup(18, [
  screen(1801, '/manager/application/list', 'applications/list', ['应用管理', 'Applications'], {
    buttons: { ...commonButtons('add', 'edit', 'delete'), reset: ['重置密钥', 'Reset secret'] },
  }),
]);
