import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The role screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 17,
    id: 1702,
    path: '/manager/role/list',
    component: 'roles/list',
    title: ['角色管理', 'Roles'],
    buttons: { add: BUTTONS.add, edit: BUTTONS.edit, delete: BUTTONS.delete },
  },
];
