import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The licence screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 13,
    id: 1303,
    path: '/manager/licence/list',
    component: 'licences/list',
    title: ['许可管理', 'Licences'],
    buttons: {
      import: BUTTONS.import,
      apply: ['申请', 'Apply'],
      delete: BUTTONS.delete,
      transfer: ['转移', 'Transfer'],
      edit: BUTTONS.edit,
    },
  },
];
