import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const fieldsPages: PageTable = {
  'fields/list': lazyPage(() => import('./FieldsPage')),
};
