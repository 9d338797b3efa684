import type { Domain } from '../../platform/domain';
import { aboutRoutes } from './routes';

/** The about domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'about', routes: aboutRoutes };
