import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { shareRoutes } from './routes';

/** The shares domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'shares', routes: shareRoutes, menus };
