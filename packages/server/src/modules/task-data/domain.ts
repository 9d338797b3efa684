import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { itemDesk } from './robot';
import { taskDataRoutes } from './routes';
import { installSlaWatch } from './sla';

/** The task-data domain, as the app assembles it (modules/index.ts); after the gateway, whose robots it answers. */
export const domain: Domain = {
  name: 'taskData',
  install: async (app) => {
    app.gateway.setItemDesk(itemDesk(app));
    await installSlaWatch(app);
  },
  routes: taskDataRoutes,
  menus,
};
