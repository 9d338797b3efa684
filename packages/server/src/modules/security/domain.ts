import type { FastifyInstance } from 'fastify';
import type { Domain } from '../../platform/domain';
import { forgetPolicy, POLICY_CHANGED } from './policy';
import { securityRoutes } from './routes';

/** Drops this node's cached policy whenever any node saves one. */
async function install(app: FastifyInstance): Promise<void> {
  const unsubscribe = await app.events.subscribe(POLICY_CHANGED, () => forgetPolicy(app.database.db));
  app.addHook('onClose', unsubscribe);
}

/** The security domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'security', install, routes: securityRoutes };
