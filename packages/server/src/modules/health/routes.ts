import { type Health, ok } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { VERSION } from '../../version';

/** GET {api}/health: liveness plus what the node runs on; answers 500 if the database does not. */
export async function healthRoutes(api: FastifyInstance): Promise<void> {
  api.get('/health', { config: { permission: 'public' } }, async () => {
    const health: Health = {
      status: 'ok',
      version: VERSION,
      database: api.database.kind,
      migrations: await api.database.migrationCount(),
      events: api.events.kind,
      uptimeSeconds: Math.round(process.uptime()),
    };
    return ok(health);
  });
}
