import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const tasksPages: PageTable = {
  'records/list': lazyPage(() => import('./TaskListPage').then((m) => ({ default: m.RunRecords }))),
  'records/exception': lazyPage(() =>
    import('./TaskListPage').then((m) => ({ default: m.ExceptionRecords })),
  ),
  'tasks/list': lazyPage(() => import('./TaskListPage').then((m) => ({ default: m.ManagerTaskList }))),
  'tasks/monitor': lazyPage(() => import('./MonitorPage')),
};
