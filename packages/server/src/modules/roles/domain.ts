import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { roleRoutes } from './routes';

/** The roles domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'roles', routes: roleRoutes, menus };
