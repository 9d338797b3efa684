import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The department screens of the identities' menus. */
export const menus = inGroup(17, [
  screen(1703, '/manager/department/list', 'departments/tree', ['部门管理', 'Departments'], {
    buttons: commonButtons('add', 'edit', 'delete', 'import'),
  }),
]);
