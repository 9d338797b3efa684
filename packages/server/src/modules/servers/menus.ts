import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The server screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 13,
    id: 1304,
    path: '/manager/server/list',
    component: 'servers/list',
    title: ['服务器列表', 'Servers'],
    buttons: { delete: BUTTONS.delete },
  },
];
