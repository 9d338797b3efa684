import { commonButtons, inGroup, screen } from '../../platform/menu';

/** Custom fields (resources): process log fields and service parameters, one screen with a tab each. */
export const menus = inGroup(18, [
  screen(1805, '/manager/field/list', 'fields/list', ['自定义字段', 'Custom fields'], {
    buttons: commonButtons('add', 'edit', 'delete'),
  }),
]);
