import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The operation log screens of the identities' menus. */
export const menus = inGroup(19, [
  screen(1903, '/manager/oplog/list', 'oplog/list', ['操作日志', 'Operation log'], {
    buttons: commonButtons('export'),
  }),
]);
