import type { Domain } from '../../platform/domain';
import { installTasks, taskApiRoutes } from './index';
import { menus } from './menus';
import { heldRunFiles } from './retention';

/** The tasks domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = {
  name: 'tasks',
  install: installTasks,
  routes: taskApiRoutes,
  menus,
  holdsFiles: heldRunFiles,
};
