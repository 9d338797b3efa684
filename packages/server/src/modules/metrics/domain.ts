import type { Domain } from '../../platform/domain';
import { installMetrics } from './routes';

/** The metrics domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'metrics', install: installMetrics };
