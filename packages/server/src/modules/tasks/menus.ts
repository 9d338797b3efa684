import { IDENTITIES, Identity, RUNNING_MENU_IDS } from '@rpa/contracts';
import {
  commonButtons,
  hiddenScreen,
  inGroup,
  type MenuDeclaration,
  type MenuNode,
  screen,
  topLevel,
} from '../../platform/menu';

/** The run record list's buttons, for the manager and the user alike. */
const recordButtons: MenuNode['buttons'] = { download: ['下载', 'Download'], share: ['分享', 'Share'] };

/**
 * Local and studio running (console-core.md §2): the same two pages in every
 * identity's menu, opened from the header rather than listed.
 */
const running: MenuDeclaration[] = IDENTITIES.flatMap((identity) => [
  {
    identity,
    ...(identity === Identity.MANAGER ? { group: 14 } : {}),
    ...hiddenScreen(RUNNING_MENU_IDS.local[identity], '/running/index', 'running/index', [
      '本地运行',
      'Local running',
    ]),
  },
  {
    identity,
    ...(identity === Identity.MANAGER ? { group: 14 } : {}),
    ...hiddenScreen(RUNNING_MENU_IDS.studio[identity], '/running/studio', 'running/studio', [
      '设计器运行',
      'Studio running',
    ]),
  },
]);

/** The task, run record and playback screens of the identities' menus. */
export const menus = [
  ...running,
  ...inGroup(14, [
    screen(1401, '/manager/task/list', 'tasks/list', ['任务列表', 'Tasks'], {
      buttons: { cancel: ['取消', 'Cancel'], stop: ['停止', 'Stop'], ...commonButtons('export', 'detail') },
    }),
    screen(1402, '/manager/task/monitor', 'tasks/monitor', ['任务监控', 'Monitor']),
  ]),
  ...inGroup(16, [
    screen(1601, '/manager/record/list', 'records/list', ['运行记录', 'Run records'], {
      buttons: recordButtons,
    }),
    hiddenScreen(1602, '/manager/video/dual', 'videos/dual', ['双路回放', 'Dual view']),
    hiddenScreen(1603, '/manager/video/triple', 'videos/triple', ['三路回放', 'Triple view']),
    hiddenScreen(1604, '/manager/video/fouth', 'videos/four', ['四路回放', 'Four-way view']),
    hiddenScreen(1607, '/manager/play', 'videos/play', ['录屏播放', 'Playback'], { layout: 'blank' }),
  ]),
  ...topLevel(Identity.DEVELOPER, [
    screen(208, '/developer/record/operate', 'records/operate', ['操作记录', 'Operation records'], {
      icon: 'history',
    }),
    screen(209, '/developer/record/exception', 'records/exception', ['异常记录', 'Exception records'], {
      icon: 'warning',
    }),
  ]),
  ...topLevel(Identity.USER, [
    screen(403, '/user/record/list', 'records/list', ['运行记录', 'Run records'], {
      icon: 'history',
      buttons: recordButtons,
    }),
  ]),
];
