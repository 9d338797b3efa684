import { BUTTONS, inGroup, screen } from '../../platform/menu';

/** The licence screens of the identities' menus. */
export const menus = inGroup(13, [
  screen(1303, '/manager/licence/list', 'licences/list', ['许可管理', 'Licences'], {
    buttons: {
      import: BUTTONS.import,
      apply: ['申请', 'Apply'],
      delete: BUTTONS.delete,
      transfer: ['转移', 'Transfer'],
      edit: BUTTONS.edit,
    },
  }),
]);
