import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
});
afterAll(() => app.close());

/** Every call of the API is declared once as a contract (packages/contracts/src/routes), so it is in the OpenAPI document. */
it('every API route has a contract', () => {
  const missing = app.registeredRoutes
    // The reference page and its redirect are static files beside the API, not calls of it.
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/reference'))
    .filter((r) => r.method !== 'HEAD' && !r.contract)
    .map((r) => `${r.method} ${r.url}`);
  expect(missing).toEqual([]);
});
