import { inGroup, screen } from '../../platform/menu';

/** The data sync screen of the manager's menu, under System. */
export const menus = inGroup(19, [
  screen(1902, '/manager/system/sync', 'settings/sync', ['数据同步', 'Data sync'], {
    buttons: { save: ['保存', 'Save'] },
  }),
]);
