import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { componentRoutes } from './routes';
import { heldComponentFiles } from './usage';

/** Custom components (modules/index.ts): packages processes depend on, fetched by robots. */
export const domain: Domain = {
  name: 'components',
  routes: componentRoutes,
  menus,
  holdsFiles: heldComponentFiles,
};
