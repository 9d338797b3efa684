import { Identity } from '@rpa/contracts';
import { commonButtons, hiddenScreen, inGroup, screen, topLevel } from '../../platform/menu';

/** The schedule and trigger screens of the identities' menus. */
export const menus = [
  ...inGroup(12, [
    screen(1203, '/manager/trigger/list', 'schedules/triggerList', ['流程触发器', 'Process triggers'], {
      buttons: commonButtons('add', 'edit', 'delete', 'enable'),
    }),
    hiddenScreen(1204, '/manager/trigger/add', 'schedules/triggerEdit', ['新增触发器', 'Add trigger']),
  ]),
  ...inGroup(14, [
    screen(1403, '/manager/schedule/list', 'schedules/list', ['调度列表', 'Schedules'], {
      buttons: commonButtons('add', 'edit', 'delete', 'enable'),
    }),
    screen(1404, '/manager/schedule/once', 'schedules/once', ['一次性调度', 'One-time schedules'], {
      buttons: commonButtons('add', 'delete'),
    }),
  ]),
  ...topLevel(Identity.DEVELOPER, [
    screen(206, '/developer/schedule/list', 'schedules/list', ['调度列表', 'Schedules'], {
      icon: 'schedule',
    }),
  ]),
  ...topLevel(Identity.OWNER, [
    screen(304, '/owner/schedule/list', 'schedules/list', ['调度列表', 'Schedules'], {
      icon: 'schedule',
      buttons: commonButtons('add', 'edit', 'delete', 'enable'),
    }),
  ]),
  ...topLevel(Identity.USER, [
    screen(405, '/user/schedule/once', 'schedules/once', ['一次性调度', 'One-time schedules'], {
      icon: 'schedule',
      buttons: commonButtons('add', 'delete'),
    }),
  ]),
];
