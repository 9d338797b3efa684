import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const dataSyncPages: PageTable = {
  'settings/sync': lazyPage(() => import('./DataSyncPage')),
};
