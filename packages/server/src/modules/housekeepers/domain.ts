import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { housekeeperRoutes } from './routes';

/** The housekeepers domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'housekeepers', routes: housekeeperRoutes, menus };
