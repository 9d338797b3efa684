import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { startUpgradeOffers, type UpgradeOffers, upgradeOffers } from './offers';
import { heldUpgradeFiles } from './retention';
import { upgradeRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offers upgrades to robots; the routes kick it when a task is made or enabled. */
    upgradeOffers: UpgradeOffers;
  }
}

/** Upgrade management (modules/index.ts); after the gateway, whose robots it offers upgrades. */
export const domain: Domain = {
  name: 'upgrades',
  install: async (app) => {
    const offers = upgradeOffers(app);
    app.decorate('upgradeOffers', offers);
    app.gateway.setUpgradeDesk(offers.desk);
    startUpgradeOffers(app, offers);
  },
  routes: upgradeRoutes,
  menus,
  holdsFiles: heldUpgradeFiles,
};
