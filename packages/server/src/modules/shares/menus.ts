import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The share screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 14,
    id: 1406,
    path: '/manager/share/list',
    component: 'shares/list',
    title: ['分享列表', 'Shares'],
    buttons: { delete: BUTTONS.delete },
  },
];
