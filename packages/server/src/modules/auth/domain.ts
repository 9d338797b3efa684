import type { Domain } from '../../platform/domain';
import { resealAuth } from './reseal';
import { authRoutes } from './routes';

/** The auth domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'auth', routes: authRoutes, reseal: resealAuth };
