import { z } from 'zod';
import { defineRoutes } from '../route';

/** The live console (docs/api.md "Live console"): one WebSocket per browser tab. */

export const LIVE_WS_PATH = '/live';

/** The first message must arrive this soon after the upgrade, or the socket is closed. */
export const LIVE_AUTH_TIMEOUT_MS = 10_000;

/** Close codes of the live socket: the console reconnects after any other. */
export const LIVE_CLOSE = {
  /** No valid signed session in the first message: sign in again, do not retry. */
  unauthorised: 4401,
} as const;

/**
 * The first message, signed like an HTTP call (method GET, path LIVE_WS_PATH,
 * no parameters) with the session's sign key: a browser cannot set headers
 * on a WebSocket, and a token in the URL would end in access logs.
 */
export const liveAuth = z.object({
  type: z.literal('auth'),
  accesstoken: z.string().min(1).max(200),
  timestamp: z.string().min(1).max(20),
  nonce: z.string().min(1).max(64),
  signature: z.string().min(1).max(128),
});
export type LiveAuth = z.infer<typeof liveAuth>;

/**
 * What the server pushes. `ready` once signed in; `task` and `robot` when one
 * in the caller's departments (or their own) changes state; `message` when
 * the caller receives a message; `resync` when the server may have missed
 * changes (refetch what is shown).
 */
export type LiveEvent =
  | { type: 'ready' }
  | { type: 'task'; id: number; state: string }
  | { type: 'robot'; id: number; state: string }
  /** A desktop steward connected, disconnected, was renamed or reported other desktops. */
  | { type: 'housekeeper'; id: number }
  | { type: 'message' }
  | { type: 'resync' };

export const liveApi = defineRoutes('live', {
  ws: {
    method: 'GET',
    path: LIVE_WS_PATH,
    // The session is proved by the first message (liveAuth), not by headers.
    permission: 'public',
    summary:
      'The live console: upgrade, send the signed auth message, then receive task, robot and message changes.',
    result: z.null(),
    kind: 'websocket',
  },
});
