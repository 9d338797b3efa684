import { z } from 'zod';
import { ROBOT_WS_PATH } from '../robot-protocol';
import { defineRoutes } from '../route';

/** The robot gateway (docs/robot-protocol.md): the robots' WebSocket and their package download. */

export const gatewayApi = defineRoutes('gateway', {
  ws: {
    method: 'GET',
    path: ROBOT_WS_PATH,
    // The robot authenticates in its hello message, not with a session.
    permission: 'public',
    summary:
      "The robots' WebSocket (docs/robot-protocol.md): upgrade, then hello and the protocol's messages.",
    result: z.null(),
    kind: 'websocket',
  },
  package: {
    method: 'GET',
    path: '/robot/package/:sha256',
    // The robot's bearer token (from its welcome) is checked by the handler.
    permission: 'public',
    summary:
      'The package (zip) of an active version the robot may run, by its SHA-256; bearer token of the welcome.',
    result: z.null(),
    kind: 'download',
  },
});
