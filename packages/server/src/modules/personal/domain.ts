import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { personalRoutes } from './routes';

/** The personal domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'personal', routes: personalRoutes, menus };
