import type { Domain } from '../../platform/domain';
import { authRoutes } from './routes';

/** The auth domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'auth', routes: authRoutes };
