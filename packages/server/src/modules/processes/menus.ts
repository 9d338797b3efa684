import { Identity } from '@rpa/contracts';
import {
  BUTTONS,
  commonButtons,
  hiddenScreen,
  inGroup,
  type MenuNode,
  screen,
  topLevel,
} from '../../platform/menu';

/** The version list's button, for the developer and the owner alike. */
const download: MenuNode['buttons'] = { download: ['下载流程包', 'Download package'] };

/** Running in the robot factory (PLATFORM_TYPE=factory): the shared robot pool runs only for holders of it. */
const factoryRun: MenuNode['buttons'] = { factoryRun: ['工厂运行', 'Run in the factory'] };

/** The process and version screens of the identities' menus. */
export const menus = [
  ...inGroup(12, [
    screen(1201, '/manager/process/list', 'processes/managerList', ['流程列表', 'Process list'], {
      buttons: { ...commonButtons('detail', 'run', 'export', 'delete'), ...factoryRun },
    }),
    hiddenScreen(1202, '/manager/process/version', 'versions/chart', [
      '流程图与版本',
      'Process chart and versions',
    ]),
    hiddenScreen(1205, '/manager/process/flow', 'processes/flowChart', ['流程图', 'Flow chart']),
  ]),
  ...topLevel(Identity.DEVELOPER, [
    screen(201, '/developer/process/list', 'processes/developerList', ['流程列表', 'Process list'], {
      icon: 'apartment',
      buttons: {
        ...commonButtons('add', 'edit', 'delete'),
        publish: ['发布', 'Publish'],
        withdraw: ['撤回', 'Withdraw'],
        run: BUTTONS.run,
        ...factoryRun,
        export: BUTTONS.export,
      },
    }),
    hiddenScreen(202, '/developer/process/detail', 'processes/detail', ['流程详情', 'Process detail']),
    hiddenScreen(203, '/developer/process/edit', 'processes/edit', ['新增/编辑流程', 'Add or edit process']),
    hiddenScreen(204, '/developer/process/version', 'versions/list', ['版本', 'Versions'], {
      buttons: download,
    }),
    hiddenScreen(205, '/developer/process/publish', 'versions/publish', ['发布', 'Publish']),
  ]),
  ...topLevel(Identity.OWNER, [
    screen(302, '/owner/process/list', 'processes/ownerList', ['流程列表', 'Process list'], {
      icon: 'apartment',
      buttons: {
        approve: ['通过', 'Approve'],
        reject: ['驳回', 'Reject'],
        back: ['退回', 'Return'],
        assign: ['分配用户', 'Assign users'],
        run: BUTTONS.run,
        ...factoryRun,
        export: BUTTONS.export,
      },
    }),
    hiddenScreen(303, '/owner/process/detail', 'processes/detail', ['流程详情', 'Process detail']),
    hiddenScreen(305, '/owner/process/version', 'versions/list', ['版本', 'Versions'], { buttons: download }),
  ]),
  ...topLevel(Identity.USER, [
    screen(402, '/user/process/list', 'processes/userList', ['流程列表', 'Process list'], {
      icon: 'apartment',
      buttons: {
        run: BUTTONS.run,
        ...factoryRun,
        runLocal: ['本地运行', 'Run locally'],
        export: BUTTONS.export,
      },
    }),
  ]),
];
