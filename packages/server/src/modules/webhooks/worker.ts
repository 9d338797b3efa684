import type { FastifyInstance } from 'fastify';
import { fanOut } from './fanout';
import { sendDue } from './sender';

/**
 * Every WEBHOOK_TICK_MS on every node: task events become deliveries, then
 * the due deliveries are sent. Passes never overlap on one node; across
 * nodes the cursor lock and the delivery leases keep them apart. A failing
 * receiver costs only this loop's time, never a task's.
 */
export function startWebhooks(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let passing: Promise<void> = Promise.resolve();
  const pass = async () => {
    // Read until the events are caught up, then send.
    let read: number;
    do read = await fanOut(app.database.db);
    while (read > 0);
    await sendDue(app);
  };
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      passing = passing.then(pass).catch((err: unknown) => app.log.error({ err }, 'webhook pass failed'));
    }, app.config.webhookTickMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await passing;
  });
}
