import type { Domain } from '../../platform/domain';
import { installDailyCleaning } from './daily';
import { dataCleaningRoutes } from './routes';

/** The data cleaning domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = {
  name: 'data-cleaning',
  install: installDailyCleaning,
  routes: dataCleaningRoutes,
};
