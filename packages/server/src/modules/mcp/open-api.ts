import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../platform/http/address';

/** An open-API answer: the envelope and HTTP status the caller would have received. */
export interface OpenAnswer<T> {
  status: number;
  code: number;
  msg: string;
  result: T;
}

/** A POST to an open-API call (path under the API base) with the MCP request's credentials. */
export type OpenCall = <T>(
  path: string,
  body: object,
  headers?: Record<string, string>,
) => Promise<OpenAnswer<T>>;

/**
 * Tools act through the open API itself, with the MCP request's token,
 * language and address, so scoping, checks, refusals and the operation log
 * are exactly those of the open API.
 */
export function openApiAs(api: FastifyInstance, req: FastifyRequest): OpenCall {
  const credentials: Record<string, string> = { lang: req.lang };
  for (const name of ['authorization', 'accesstoken']) {
    const value = req.headers[name];
    if (typeof value === 'string') credentials[name] = value;
  }
  return async (path, body, headers = {}) => {
    const res = await api.inject({
      method: 'POST',
      url: `${api.config.apiBase}${path}`,
      headers: { ...credentials, ...headers },
      payload: body,
      remoteAddress: clientAddress(req),
    });
    return { status: res.statusCode, ...res.json() };
  };
}
