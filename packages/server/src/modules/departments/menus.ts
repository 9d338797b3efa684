import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The department screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 17,
    id: 1703,
    path: '/manager/department/list',
    component: 'departments/tree',
    title: ['部门管理', 'Departments'],
    buttons: { add: BUTTONS.add, edit: BUTTONS.edit, delete: BUTTONS.delete, import: BUTTONS.import },
  },
];
