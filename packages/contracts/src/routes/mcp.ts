import { z } from 'zod';
import { defineRoutes } from '../route';

/**
 * The open API's MCP server (docs/open-api.md, "MCP"): Model Context
 * Protocol over Streamable HTTP, stateless. Its messages are JSON-RPC, not
 * the envelope, so the routes say `download` (a body of their own); a
 * refused token still answers the envelope.
 */
export const mcpApi = defineRoutes('open', {
  endpoint: {
    path: '/open/mcp',
    permission: 'application',
    summary:
      "MCP (Streamable HTTP, stateless, JSON-RPC in and out): tools that run the application's published processes and read, list, cancel and stop its tasks",
    result: z.null(),
    kind: 'download',
  },
  /** Also registered for DELETE: a stateless server has no session to end. */
  noStream: {
    method: 'GET',
    path: '/open/mcp',
    permission: 'application',
    summary: 'MCP: no server-sent event stream and no session (stateless); GET and DELETE answer 405',
    result: z.null(),
    kind: 'download',
  },
});
