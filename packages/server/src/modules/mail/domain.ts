import type { Domain } from '../../platform/domain';
import { mailRoutes } from './routes';
import { resealMailSettings } from './settings';

/** The mail domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'mail', routes: mailRoutes, reseal: resealMailSettings };
