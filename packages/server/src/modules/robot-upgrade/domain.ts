import type { Domain } from '../../platform/domain';
import { robotUpgradeRoutes } from './routes';

/** The 9.0 robot upgrade domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'robot-upgrade', routes: robotUpgradeRoutes };
