import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The share screens of the identities' menus. */
export const menus = inGroup(14, [
  screen(1406, '/manager/share/list', 'shares/list', ['分享列表', 'Shares'], {
    buttons: commonButtons('delete'),
  }),
]);
