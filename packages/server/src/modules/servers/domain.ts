import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { serverRoutes } from './routes';

/** The servers domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'servers', routes: serverRoutes, menus };
