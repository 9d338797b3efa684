import type { Domain } from '../../platform/domain';
import { resealWebhooks } from './reseal';
import { webhookRoutes } from './routes';
import { startWebhooks } from './worker';

/** Webhooks of applications (modules/index.ts): their console calls and the loop that delivers them. */
export const domain: Domain = {
  name: 'webhooks',
  install: async (app) => startWebhooks(app),
  routes: webhookRoutes,
  reseal: resealWebhooks,
};
