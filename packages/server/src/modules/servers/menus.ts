import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The server screens of the identities' menus. */
export const menus = inGroup(13, [
  screen(1304, '/manager/server/list', 'servers/list', ['服务器列表', 'Servers'], {
    buttons: commonButtons('delete'),
  }),
]);
