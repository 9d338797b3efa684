import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The variable screen of the manager's menu. */
export const menus = inGroup(18, [
  screen(1802, '/manager/variable/list', 'variables/list', ['变量管理', 'Variables'], {
    buttons: { ...commonButtons('add', 'edit', 'delete'), records: ['访问记录', 'Access records'] },
  }),
]);
