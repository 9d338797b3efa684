import { DATA_KINDS } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { dailyPassDay } from './calendar';
import { dailyPassTaken, markLostPasses, startCleaning, stopCleanings } from './cleaner';

/** How often each node looks whether today's daily pass is due. */
const TICK_MS = 5 * 60_000;

/**
 * Today's daily pass, from DAILY_HOUR on: each kind with a retention is
 * cleaned once, by whichever node claims it first (the others find the
 * claim taken). Kinds are cleaned one after another.
 */
export async function dailyCleaning(app: FastifyInstance, now = new Date()): Promise<void> {
  const day = dailyPassDay(now, app.config.timezone);
  if (!day) return;
  await markLostPasses(app);
  for (const kind of DATA_KINDS) {
    if (await dailyPassTaken(app, kind, day)) continue;
    const start = await startCleaning(app, kind, { trigger: 'daily', day }, now);
    if ('done' in start) await start.done;
  }
}

/** The daily pass on the root app: a look every TICK_MS once the node listens; stopped before the database closes. */
export async function installDailyCleaning(app: FastifyInstance): Promise<void> {
  app.decorate('cleanings', { stopping: false, passes: new Set<Promise<void>>() });
  let timer: NodeJS.Timeout | null = null;
  let looking: Promise<void> = Promise.resolve();
  const look = () => {
    looking = looking
      .then(() => dailyCleaning(app))
      .catch((err: unknown) => app.log.error({ err }, 'daily data cleaning failed'));
  };
  app.addHook('onListen', async () => {
    look();
    timer = setInterval(look, TICK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await stopCleanings(app);
    await looking;
  });
}
