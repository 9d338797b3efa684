import { commonButtons, inGroup, screen } from '../../platform/menu';

/** The task data screen of the manager's menu. */
export const menus = inGroup(14, [
  screen(1405, '/manager/taskdata/list', 'taskData/list', ['任务数据', 'Task data'], {
    buttons: commonButtons('add', 'edit', 'delete', 'detail'),
  }),
]);
