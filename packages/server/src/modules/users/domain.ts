import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { userRoutes } from './routes';

/** The users domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'users', routes: userRoutes, menus };
