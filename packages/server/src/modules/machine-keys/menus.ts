import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The machine key screens of the identities' menus. */
export const menus = inGroup(13, [
  screen(1307, '/manager/robot/keys', 'robots/keys', ['机器密钥', 'Machine keys'], {
    buttons: { ...commonButtons('add'), revoke: ['吊销', 'Revoke'] },
  }),
]);
