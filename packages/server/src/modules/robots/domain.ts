import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { robotRoutes } from './routes';

/** The robots domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'robots', routes: robotRoutes, menus };
