import type { Domain } from '../../platform/domain';
import { installReference } from './reference';
import { openapiRoutes } from './routes';

/** The openapi domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'openapi', install: installReference, routes: openapiRoutes };
