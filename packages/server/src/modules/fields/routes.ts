import type { FastifyInstance } from 'fastify';
import { logFieldRoutes } from './log-routes';
import { serviceParameterRoutes } from './service-routes';

/** Custom fields (docs/api.md "Custom fields"): process log fields and service parameters. */
export async function fieldRoutes(api: FastifyInstance): Promise<void> {
  await logFieldRoutes(api);
  await serviceParameterRoutes(api);
}
