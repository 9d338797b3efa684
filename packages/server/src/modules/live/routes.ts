import { liveApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { LiveHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's live console sockets. */
    live: LiveHub;
  }
}

/** The hub, listening once the app is ready and closing its sockets before the database closes. */
export async function installLive(app: FastifyInstance): Promise<void> {
  const hub = new LiveHub(app);
  app.decorate('live', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
}

export async function liveRoutes(api: FastifyInstance): Promise<void> {
  // A WebSocket cannot go through route(): the contract is given by hand, for the guard and the reference.
  const ws = liveApi.ws;
  api.get(ws.path, { websocket: true, config: { permission: ws.permission, contract: ws } }, (socket) =>
    api.live.accept(socket),
  );
}
