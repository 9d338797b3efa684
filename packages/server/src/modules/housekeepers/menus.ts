import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The housekeeper screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 13,
    id: 1305,
    path: '/manager/housekeeper/list',
    component: 'housekeepers/list',
    title: ['桌面管家', 'Housekeepers'],
    buttons: { edit: BUTTONS.edit, delete: BUTTONS.delete },
  },
];
