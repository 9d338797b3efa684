import type { Domain } from '../../platform/domain';
import { healthRoutes } from './routes';

/** The health domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'health', routes: healthRoutes };
