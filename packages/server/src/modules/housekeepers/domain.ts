import type { FastifyInstance } from 'fastify';
import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { housekeeperRoutes } from './routes';
import { installStewards, stewardRoutes } from './steward';

/** The housekeepers domain, as the app assembles it (modules/index.ts): the screens and the stewards' socket. */
export const domain: Domain = {
  name: 'housekeepers',
  install: installStewards,
  routes: async (api: FastifyInstance) => {
    await housekeeperRoutes(api);
    await stewardRoutes(api);
  },
  menus,
};
