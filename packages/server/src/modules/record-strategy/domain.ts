import type { Domain } from '../../platform/domain';
import { recordStrategyRoutes } from './routes';

/** The record strategy domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'record-strategy', routes: recordStrategyRoutes };
