import type { ApplicationWithSecret } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';

/** An access token of application `a`, as an OAuth client obtains it (docs/open-api.md). */
export async function openToken(app: FastifyInstance, a: ApplicationWithSecret): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/open/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: a.appKey, client_secret: a.appSecret },
  });
  return r.json().access_token;
}
