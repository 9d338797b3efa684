import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { openapiApi } from './contract';
import { openApiDocument } from './document';

/** GET {api}/openapi.json: built once, when first asked, from the routes registered by then. */
export async function openapiRoutes(api: FastifyInstance): Promise<void> {
  let document: string | undefined;
  route(api, openapiApi.document, async (_req, _input, reply) => {
    document ??= JSON.stringify(openApiDocument(api.registeredRoutes, api.config.apiBase));
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
