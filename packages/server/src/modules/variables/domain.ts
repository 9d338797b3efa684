import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { resealVariables } from './reseal';
import { variableDesk } from './robot';
import { variableRoutes } from './routes';

/** The variables domain, as the app assembles it (modules/index.ts); after the gateway, whose robots it answers. */
export const domain: Domain = {
  name: 'variables',
  install: async (app) => app.gateway.setVariableDesk(variableDesk(app)),
  routes: variableRoutes,
  menus,
  reseal: resealVariables,
};
