import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The operation log screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 19,
    id: 1903,
    path: '/manager/oplog/list',
    component: 'oplog/list',
    title: ['操作日志', 'Operation log'],
    buttons: { export: BUTTONS.export },
  },
];
