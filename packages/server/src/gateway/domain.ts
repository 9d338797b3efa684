import type { Domain } from '../platform/domain';
import { gatewayRoutes, installGateway } from './index';

/** The robots' gateway: their WebSockets, this node in the server list, the robot API, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'gateway', install: installGateway, routes: gatewayRoutes };
