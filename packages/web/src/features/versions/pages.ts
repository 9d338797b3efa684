import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const versionsPages: PageTable = {
  'versions/list': lazyPage(() => import('./VersionsPage')),
  'versions/chart': lazyPage(() => import('./ChartPage')),
  'versions/publish': lazyPage(() => import('./PublishPage')),
  'records/operate': lazyPage(() => import('./OperateRecordPage')),
};
