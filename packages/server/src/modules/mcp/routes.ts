import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { mcpApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { openApiAs } from './open-api';
import { mcpServerFor } from './server';

/**
 * POST {api}/open/mcp: the MCP endpoint (Streamable HTTP). The guard checks
 * the application's bearer token first, so a missing or expired one is
 * refused with the envelope before the SDK sees the request.
 */
export async function mcpRoutes(api: FastifyInstance): Promise<void> {
  api.route({
    method: 'POST',
    url: mcpApi.endpoint.path,
    config: { permission: mcpApi.endpoint.permission, contract: mcpApi.endpoint },
    handler: async (req, reply) => {
      const server = await mcpServerFor(openApiAs(api, req), req.body);
      if (!(server instanceof McpServer)) {
        const { status, ...envelope } = server;
        return reply.code(status).send({ ...envelope, result: null });
      }
      // Stateless: no session id, one transport per request, answers as JSON rather than an event stream.
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      // The SDK writes the response itself.
      reply.hijack();
      await transport.handleRequest(req.raw, reply.raw, req.body);
    },
  });

  // A stateless server offers no event stream to GET and has no session to DELETE (the spec's 405).
  api.route({
    method: ['GET', 'DELETE'],
    url: mcpApi.noStream.path,
    config: { permission: mcpApi.noStream.permission, contract: mcpApi.noStream },
    handler: async (_req, reply) =>
      reply
        .code(405)
        .header('allow', 'POST')
        .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }),
  });
}
