import type { Domain } from '../../platform/domain';
import { installDashboards } from './install';
import { menus } from './menus';
import { dashboardRoutes } from './routes';

/** The dashboards domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = {
  name: 'dashboards',
  install: installDashboards,
  routes: dashboardRoutes,
  menus,
};
