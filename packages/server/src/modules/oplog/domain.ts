import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { oplogRoutes } from './routes';

/** The oplog domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'oplog', routes: oplogRoutes, menus };
