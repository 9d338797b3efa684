import { EventEmitter, once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { fireDueSchedules } from './fire';

import { scheduleRoutes } from './routes';

export { scheduleRoutes };

/** How often each node looks for due schedules. */
const TICK_MS = 1000;

/** Each node's finished passes, so a test can wait for one rather than for time. */
const passes = new WeakMap<FastifyInstance, EventEmitter>();

/** Resolves when the node's next scheduler pass has finished. */
export async function nextSchedulerPass(app: FastifyInstance): Promise<void> {
  const emitter = passes.get(app);
  if (!emitter) throw new Error('no scheduler on this app');
  await once(emitter, 'pass');
}

/**
 * The scheduler on the root app: once the node listens, a pass every
 * second (passes never overlap); stopped before the database closes.
 */
export async function installScheduler(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let passing: Promise<unknown> = Promise.resolve();
  const passed = new EventEmitter();
  passes.set(app, passed);
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      passing = passing
        .then(() => fireDueSchedules(app))
        .catch((err: unknown) => app.log.error({ err }, 'scheduler pass failed'))
        .finally(() => passed.emit('pass'));
    }, TICK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await passing;
  });
}
export { timingOf } from './fire';
export { schedules } from './schema';
export { nextFireTimes } from './timing';
