import type { Domain } from '../../platform/domain';
import { securityRoutes } from './routes';

/** The security domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'security', routes: securityRoutes };
