import type { Domain } from '../../platform/domain';
import { heldPackageFiles } from './lifecycle';
import { menus } from './menus';
import { processRoutes } from './routes';

/** The processes domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = {
  name: 'processes',
  routes: processRoutes,
  menus,
  holdsFiles: heldPackageFiles,
};
