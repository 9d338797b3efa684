import { housekeepersApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { handleSteward } from './connection';
import { StewardHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's desktop steward connections. */
    stewards: StewardHub;
  }
}

/** The hub, listening once the app is ready and closing its sockets before the database closes. */
export async function installStewards(app: FastifyInstance): Promise<void> {
  const hub = new StewardHub(app);
  app.decorate('stewards', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
}

export async function stewardRoutes(api: FastifyInstance): Promise<void> {
  // A WebSocket cannot go through route(): the contract is given by hand, for the guard and the reference.
  const ws = housekeepersApi.ws;
  api.get(ws.path, { websocket: true, config: { permission: ws.permission, contract: ws } }, (socket, req) =>
    handleSteward(api.stewards, socket, req),
  );
}
