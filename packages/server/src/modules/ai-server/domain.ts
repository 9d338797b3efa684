import type { Domain } from '../../platform/domain';
import { aiServerRoutes } from './routes';
import { aiServer } from './settings';

/** The AI server domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = {
  name: 'ai-server',
  routes: aiServerRoutes,
  reseal: (db, sealer) => aiServer.reseal(db, sealer),
};
