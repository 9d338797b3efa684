import type { Domain } from '../../platform/domain';
import { aiServerRoutes } from './routes';

/** The AI server domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'ai-server', routes: aiServerRoutes };
