import type { FastifyInstance } from 'fastify';
import { fireDueSchedules } from './fire';

export { scheduleRoutes } from './routes';

/** How often each node looks for due schedules. */
const TICK_MS = 1000;

/**
 * The scheduler on the root app: once the node listens, a pass every
 * second (passes never overlap); stopped before the database closes.
 */
export async function installScheduler(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let passing: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      passing = passing
        .then(() => fireDueSchedules(app))
        .catch((err: unknown) => app.log.error({ err }, 'scheduler pass failed'));
    }, TICK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await passing;
  });
}
