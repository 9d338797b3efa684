import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { licenceRoutes } from './routes';

/** The licences domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'licences', routes: licenceRoutes, menus };
