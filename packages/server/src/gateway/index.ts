import websocket from '@fastify/websocket';
import { gatewayApi, LOG_BATCH_MAX } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { handleConnection } from './connection';
import { Gateway } from './hub';
import { NodeRegistry } from './nodes';
import { packageRoutes } from './package';

export type { FieldDesk, FieldReply } from './fields';
export type { Gateway } from './hub';
export type { ItemDesk, ItemReply, ItemRequest } from './items';
export type { SeatKeeper } from './seats';
export type { RemovalHook, TaskSink } from './tasks';
export type { UpgradeDesk } from './upgrades';
export type { VariableDesk, VariableReply } from './variables';

declare module 'fastify' {
  interface FastifyInstance {
    /** The robot gateway: reach robots on any node, stop tasks, plug in the task sink. */
    gateway: Gateway;
  }
}

/** A full log batch of long lines, with room for the JSON around it. */
const MAX_MESSAGE_BYTES = LOG_BATCH_MAX * 8192 * 2 + 64 * 1024;

/**
 * Installs the gateway on the root app, before the API routes: the
 * WebSocket support, the `gateway` decoration, and the node's lifecycle:
 * registered in the server list once listening, robots closed and marked
 * offline at shutdown (before the database closes).
 */
export async function installGateway(app: FastifyInstance): Promise<void> {
  const gw = new Gateway(app);
  const nodes = new NodeRegistry(app, gw);
  app.decorate('gateway', gw);
  // Fastify does not wait for onListen hooks: hellos wait for `gw.ready` instead.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : app.config.port;
    try {
      await gw.listen();
      await nodes.start(port);
    } finally {
      gw.markReady();
    }
  });
  // Added before the WebSocket plugin's own, so robots hear "restarting" and are marked offline first.
  app.addHook('preClose', async () => {
    await nodes.stop();
    await gw.drain();
  });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
}

/** The robot endpoints under the API base: the WebSocket and the package download. */
export async function gatewayRoutes(api: FastifyInstance): Promise<void> {
  // A WebSocket cannot go through route(): the contract is given by hand, for the guard and the reference.
  const ws = gatewayApi.ws;
  api.get(ws.path, { websocket: true, config: { permission: ws.permission, contract: ws } }, (socket, req) =>
    handleConnection(api.gateway, socket, req),
  );
  await api.register(packageRoutes);
}
export { bearerRobot } from './bearer';
export { tokenHash } from './hello';
