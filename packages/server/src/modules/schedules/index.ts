import { EventEmitter, once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { FIRE_AHEAD_MS, fireDueSchedules } from './fire';

import { scheduleRoutes } from './routes';

export { scheduleRoutes };

/**
 * How long until the next pass: at the start of the next whole second, when
 * fire times (whole seconds) fall due, rather than up to a second after them.
 */
export const untilNextPass = (now = Date.now()) => 1000 - (now % 1000);

/** Each node's finished passes, so a test can wait for one rather than for time. */
const passes = new WeakMap<FastifyInstance, EventEmitter>();

/** Resolves when the node's next scheduler pass has finished. */
export async function nextSchedulerPass(app: FastifyInstance): Promise<void> {
  const emitter = passes.get(app);
  if (!emitter) throw new Error('no scheduler on this app');
  await once(emitter, 'pass');
}

/**
 * The scheduler on the root app: once the node listens, a pass at the start
 * of every second (passes never overlap: the next waits for the one under
 * way); stopped before the database closes.
 */
export async function installScheduler(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let passing: Promise<unknown> = Promise.resolve();
  const passed = new EventEmitter();
  passes.set(app, passed);
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      passing = fireDueSchedules(app, new Date(), FIRE_AHEAD_MS)
        .catch((err: unknown) => app.log.error({ err }, 'scheduler pass failed'))
        .finally(() => {
          passed.emit('pass');
          schedule();
        });
    }, untilNextPass());
    timer.unref();
  };
  app.addHook('onListen', async () => schedule());
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await passing;
  });
}
export { timingOf } from './fire';
export { schedules } from './schema';
export { nextFireTimes } from './timing';
