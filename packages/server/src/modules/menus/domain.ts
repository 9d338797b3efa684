import type { Domain } from '../../platform/domain';
import { menuRoutes } from './routes';

/** The menus domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'menus', routes: menuRoutes };
