import type { Domain } from '../../platform/domain';
import { mailRoutes } from './routes';

/** The mail domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'mail', routes: mailRoutes };
