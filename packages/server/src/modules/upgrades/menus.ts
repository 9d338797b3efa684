import { commonButtons, inGroup, screen } from '../../platform/menu';

/** Upgrade management: packages and tasks, in the robots area. */
export const menus = inGroup(13, [
  screen(1306, '/manager/upgrade', 'upgrades/manage', ['升级管理', 'Upgrades'], {
    buttons: commonButtons('add', 'edit', 'delete', 'enable'),
  }),
]);
