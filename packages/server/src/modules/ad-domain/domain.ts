import type { Domain } from '../../platform/domain';
import { adDomainRoutes } from './routes';
import { installSchedule } from './runs';
import { adSettings } from './settings';

/** The AD domain, as the app assembles it (modules/index.ts): its routes and the scheduled sync. */
export const domain: Domain = {
  name: 'ad-domain',
  install: installSchedule,
  routes: adDomainRoutes,
  reseal: (db, sealer) => adSettings.reseal(db, sealer),
};
