import type { FastifyInstance } from 'fastify';
import { ensureRollup } from './rollup';

/** The dashboards' daily counts follow TIMEZONE: counted again at start when it changed. */
export async function installDashboards(app: FastifyInstance): Promise<void> {
  app.addHook('onReady', async () => ensureRollup(app.database.db, app.config.timezone));
}
