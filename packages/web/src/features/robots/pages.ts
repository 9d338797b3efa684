import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const robotsPages: PageTable = {
  'robots/detail': lazyPage(() => import('./RobotDetailPage')),
  'robots/list': lazyPage(() => import('./RobotListPage')),
  'robots/keys': lazyPage(() => import('./MachineKeysPage')),
};
