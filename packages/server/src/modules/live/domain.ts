import type { Domain } from '../../platform/domain';
import { installLive, liveRoutes } from './routes';

/** The live console, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'live', install: installLive, routes: liveRoutes };
