import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { machineKeyRoutes } from './routes';

/** The machine-keys domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'machine-keys', routes: machineKeyRoutes, menus };
