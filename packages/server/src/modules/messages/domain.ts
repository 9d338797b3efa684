import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { messageRoutes } from './routes';

/** The messages domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'messages', routes: messageRoutes, menus };
