import { constants, createHmac, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../../seed';
import { DEMO_PASSWORD } from '../../../seed/identities';
import { createTestApp } from '../../../testing/app';
import type { paths } from './schema';

/** The payload's value of one parameter: docs/api.md "Signature", step 3. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Signs a request exactly as docs/api.md describes it, with node:crypto only. */
function signedBy(session: { token: string; signKey: string }): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
      const text = await request.clone().text();
      if (text) Object.assign(params, JSON.parse(text));
      const timestamp = String(Date.now());
      const nonce = randomBytes(16).toString('hex');
      const payload = [
        request.method.toUpperCase(),
        // The path under the API base, without the query string.
        url.pathname.slice('/api'.length),
        Object.keys(params)
          .filter((k) => params[k] !== undefined)
          .sort()
          .map((k) => `${k}=${valueText(params[k])}`)
          .join('&'),
        timestamp,
        nonce,
      ].join('\n');
      request.headers.set('accesstoken', session.token);
      request.headers.set('timestamp', timestamp);
      request.headers.set('nonce', nonce);
      request.headers.set('signature', createHmac('sha256', session.signKey).update(payload).digest('hex'));
      return request;
    },
  };
}

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db, { files: app.files });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/api`;
});
afterAll(() => app.close());

it('the demo user signs in, runs the published process and sees the task, through the typed client', async () => {
  const client = createClient<paths>({ baseUrl });

  const key = await client.GET('/oauth/publicKey');
  const publicKey = key.data?.result.publicKey ?? '';
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO_PASSWORD),
  ).toString('base64');
  const login = await client.POST('/oauth/token', {
    body: { username: 'user', password, clientType: 'web' },
  });
  expect(login.data?.code).toBe(0);
  const session = { token: login.data?.result.token ?? '', signKey: login.data?.result.signKey ?? '' };
  client.use(signedBy(session));

  const processes = await client.POST('/process/user/list', { body: { page: 1, size: 10 } });
  expect(processes.data?.code).toBe(0);
  const published = processes.data?.result.records.find((p) => p.name.endsWith('Invoice check'));
  expect(published).toBeDefined();

  const run = await client.POST('/task/run', {
    body: { processId: published?.id ?? 0, parameters: { month: '2026-10', invoice_file: 'a.csv' } },
  });
  expect(run.data?.code, JSON.stringify(run.error)).toBe(0);

  const tasks = await client.POST('/task/list', { body: { page: 1, size: 10 } });
  expect(tasks.data?.code).toBe(0);
  expect(tasks.data?.result.records.map((t) => t.id)).toContain(run.data?.result.id);
});
