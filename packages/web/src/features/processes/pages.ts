import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const processesPages: PageTable = {
  'processes/developerList': lazyPage(() =>
    import('./ProcessListPage').then((m) => ({ default: m.DeveloperProcessList })),
  ),
  'processes/ownerList': lazyPage(() =>
    import('./ProcessListPage').then((m) => ({ default: m.OwnerProcessList })),
  ),
  'processes/managerList': lazyPage(() =>
    import('./ProcessListPage').then((m) => ({ default: m.ManagerProcessList })),
  ),
  'processes/userList': lazyPage(() => import('./UserProcessListPage')),
  'processes/detail': lazyPage(() => import('./ProcessDetailPage').then((m) => ({ default: m.DetailPage }))),
  'processes/edit': lazyPage(() => import('./ProcessEditPage')),
  'processes/flowChart': lazyPage(() => import('./ProcessDetailPage').then((m) => ({ default: m.FlowPage }))),
};
