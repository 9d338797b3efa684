import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The role screens of the identities' menus. */
export const menus = inGroup(17, [
  screen(1702, '/manager/role/list', 'roles/list', ['角色管理', 'Roles'], {
    buttons: commonButtons('add', 'edit', 'delete'),
  }),
]);
