import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { dataSyncRoutes } from './routes';
import { syncSettings } from './settings';
import { installSyncWorker } from './worker';

/** The data sync domain, as the app assembles it (modules/index.ts): its screen, routes and worker. */
export const domain: Domain = {
  name: 'data-sync',
  install: installSyncWorker,
  routes: dataSyncRoutes,
  menus,
  reseal: (db, sealer) => syncSettings.reseal(db, sealer),
};
