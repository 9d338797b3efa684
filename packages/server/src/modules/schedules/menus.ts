import { Identity } from '@rpa/contracts';
import { BUTTONS, type MenuDeclaration } from '../../platform/menu';

/** The schedule and trigger screens of the identities' menus. */
export const menus: MenuDeclaration[] = [
  {
    identity: Identity.MANAGER,
    group: 12,
    id: 1203,
    path: '/manager/trigger/list',
    component: 'schedules/triggerList',
    title: ['流程触发器', 'Process triggers'],
    buttons: { add: BUTTONS.add, edit: BUTTONS.edit, delete: BUTTONS.delete, enable: BUTTONS.enable },
  },
  {
    identity: Identity.MANAGER,
    group: 12,
    id: 1204,
    path: '/manager/trigger/add',
    component: 'schedules/triggerEdit',
    title: ['新增触发器', 'Add trigger'],
    hidden: true,
  },
  {
    identity: Identity.MANAGER,
    group: 14,
    id: 1403,
    path: '/manager/schedule/list',
    component: 'schedules/list',
    title: ['调度列表', 'Schedules'],
    buttons: { add: BUTTONS.add, edit: BUTTONS.edit, delete: BUTTONS.delete, enable: BUTTONS.enable },
  },
  {
    identity: Identity.MANAGER,
    group: 14,
    id: 1404,
    path: '/manager/schedule/once',
    component: 'schedules/once',
    title: ['一次性调度', 'One-time schedules'],
    buttons: { add: BUTTONS.add, delete: BUTTONS.delete },
  },
  {
    identity: Identity.DEVELOPER,
    id: 206,
    path: '/developer/schedule/list',
    component: 'schedules/list',
    title: ['调度列表', 'Schedules'],
    icon: 'schedule',
  },
  {
    identity: Identity.OWNER,
    id: 304,
    path: '/owner/schedule/list',
    component: 'schedules/list',
    title: ['调度列表', 'Schedules'],
    icon: 'schedule',
    buttons: { add: BUTTONS.add, edit: BUTTONS.edit, delete: BUTTONS.delete, enable: BUTTONS.enable },
  },
  {
    identity: Identity.USER,
    id: 405,
    path: '/user/schedule/once',
    component: 'schedules/once',
    title: ['一次性调度', 'One-time schedules'],
    icon: 'schedule',
    buttons: { add: BUTTONS.add, delete: BUTTONS.delete },
  },
];
