import type { FastifyInstance } from 'fastify';
import type { Domain } from '../../platform/domain';
import { menus } from './menus';
import { openRoutes } from './open';
import { applicationRoutes } from './routes';

/** The applications domain (modules/index.ts): the console's screen and the open API's own calls. */
export const domain: Domain = {
  name: 'applications',
  routes: async (api: FastifyInstance) => {
    await api.register(applicationRoutes);
    await api.register(openRoutes);
  },
  menus,
};
