import type { ApplicationWithSecret } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Caller } from './client';

/** An access token of application `a`, as an OAuth client obtains it (docs/open-api.md). */
export async function openToken(app: FastifyInstance, a: ApplicationWithSecret): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/open/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: a.appKey, client_secret: a.appSecret },
  });
  return r.json().access_token;
}

/** An application made by `admin` in `departmentId`, with its secret (shown only at creation). */
export async function addApplication(
  admin: Caller,
  name: string,
  departmentId: number | undefined,
): Promise<ApplicationWithSecret> {
  const r = await admin.call<ApplicationWithSecret>('POST', '/application/add', { name, departmentId });
  expect(r.body.code, r.body.msg).toBe(0);
  return r.body.result;
}
