import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The housekeeper screens of the identities' menus. */
export const menus = inGroup(13, [
  screen(1305, '/manager/housekeeper/list', 'housekeepers/list', ['桌面管家', 'Housekeepers'], {
    buttons: commonButtons('edit', 'delete'),
  }),
]);
