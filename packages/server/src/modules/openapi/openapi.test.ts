import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import { permissionText } from './document';

let app: FastifyInstance;
let document: {
  paths: Record<string, Record<string, { 'x-permission': unknown; description: string; tags: string[] }>>;
  info: { version: string };
};
beforeAll(async () => {
  app = await createTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  document = res.json();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds every route that has a contract, with its permission', () => {
    const withContract = app.registeredRoutes.filter((r) => r.contract && r.url.startsWith('/api/'));
    expect(withContract.length).toBeGreaterThan(1);
    for (const { contract, url } of withContract) {
      const path = url.slice('/api'.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[contract?.method.toLowerCase() ?? ''];
      expect(operation, `${contract?.method} ${path}`).toBeDefined();
      expect(operation?.['x-permission']).toEqual(contract?.permission);
      expect(operation?.description).toContain(permissionText(contract?.permission ?? 'public'));
      expect(operation?.tags).toEqual([contract?.tag]);
    }
  });

  it('lists the sign-in group first, then the domains by name', () => {
    const tags = (document as unknown as { tags: Array<{ name: string }> }).tags.map((t) => t.name);
    expect(tags[0]).toBe('auth');
    expect(tags.slice(1)).toEqual([...tags.slice(1)].sort((a, b) => a.localeCompare(b)));
  });

  it('describes the envelope around the contract’s result', () => {
    const list = document.paths['/sauth/role/list']?.post as unknown as {
      responses: { 200: { content: { 'application/json': { schema: { required: string[] } } } } };
      security: unknown[];
    };
    expect(list.responses[200].content['application/json'].schema.required).toEqual([
      'code',
      'msg',
      'result',
    ]);
    expect(list.security).toEqual([{ accesstoken: [], timestamp: [], nonce: [], signature: [] }]);
  });

  it('serves the reference page from the installed swagger-ui with a file initializer', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.body).toContain('src="initializer.js"');
    for (const file of ['initializer.js', 'swagger-ui-bundle.js', 'swagger-ui.css']) {
      const res = await app.inject({ method: 'GET', url: `/api/reference/${file}` });
      expect(res.statusCode, file).toBe(200);
    }
    // Relative file names need the trailing slash: the bare address is sent there.
    const bare = await app.inject({ method: 'GET', url: '/api/reference' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/api/reference/');
    // swagger's own page has an inline script the CSP would block: not served.
    expect((await app.inject({ method: 'GET', url: '/api/reference/index.html' })).statusCode).toBe(404);
  });
});
