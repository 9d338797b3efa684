import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The machine key screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 13,
    id: 1307,
    path: '/manager/robot/keys',
    component: 'robots/keys',
    title: ['机器密钥', 'Machine keys'],
    buttons: { add: BUTTONS.add, revoke: ['吊销', 'Revoke'] },
  },
];
