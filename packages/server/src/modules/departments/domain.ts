import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { departmentRoutes } from './routes';

/** The departments domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'departments', routes: departmentRoutes, menus };
