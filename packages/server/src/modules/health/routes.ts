import { systemApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { VERSION } from '../../version';

/** GET {api}/health: liveness plus what the node runs on; answers 500 if the database does not. */
export async function healthRoutes(api: FastifyInstance): Promise<void> {
  route(api, systemApi.health, async () => ({
    status: 'ok' as const,
    version: VERSION,
    database: api.database.kind,
    migrations: await api.database.migrationCount(),
    events: api.events.kind,
    uptimeSeconds: Math.round(process.uptime()),
  }));
}
