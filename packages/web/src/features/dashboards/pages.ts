import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const dashboardsPages: PageTable = {
  'dashboard/manager': lazyPage(() => import('./ManagerDashboardPage')),
  'dashboard/owner': lazyPage(() => import('./OwnerDashboardPage')),
  'dashboard/user': lazyPage(() => import('./UserDashboardPage')),
  'reports/center': lazyPage(() => import('./ReportCenterPage')),
};
