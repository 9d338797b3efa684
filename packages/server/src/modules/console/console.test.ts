import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';

describe('serving the console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root">console-index</div>');
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log("app")');
    // What the build writes beside each asset.
    const big = `console.log("${'x'.repeat(4000)}")`;
    writeFileSync(path.join(webRoot, 'assets', 'big-5678.js'), big);
    writeFileSync(path.join(webRoot, 'assets', 'big-5678.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(webRoot, 'assets', 'big-5678.js.gz'), gzipSync(big));
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
    app = await createTestApp({ webRoot, apiBase: '/api', appLang: 'en_US', timezone: 'Europe/Berlin' });
  });
  afterAll(() => app.close());

  it('serves index.html at /console/', async () => {
    const res = await app.inject('/console/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('console-index');
  });

  it('falls back to index.html for any client route', async () => {
    for (const url of ['/console/user/login', '/console/manager/13/deep/path', '/console/404?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('console-index');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves real files as themselves, hashed assets cached for good', async () => {
    const asset = await app.inject('/console/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await app.inject('/console/favicon.svg');
    expect(icon.body).toBe('<svg/>');
  });

  it('sends the precompressed copy the client accepts, brotli first, still cached for good', async () => {
    const big = `console.log("${'x'.repeat(4000)}")`;
    const br = await app.inject({
      url: '/console/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await app.inject({
      url: '/console/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await app.inject({
      url: '/console/assets/big-5678.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const res = await app.inject('/console/assets/gone-9999.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('console-index');
  });

  it('gives serverconfig.json with the API base, language and time zone, never cached', async () => {
    const res = await app.inject(`/console/serverconfig.json?date=${Date.now()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ baseURL: '/api', APP_LANG: 'en_US', TIMEZONE: 'Europe/Berlin' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers with the console and the API: a strict CSP, no framing, nosniff', async () => {
    for (const url of [
      '/console/',
      '/console/video/share?id=x',
      '/console/assets/app-1234.js',
      '/api/health',
    ]) {
      const res = await app.inject(url);
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src'], url).toEqual(["'self'"]);
      expect(directives['script-src-attr'], url).toEqual(["'none'"]);
      expect(directives['default-src'], url).toEqual(["'self'"]);
      expect(directives['object-src'], url).toEqual(["'none'"]);
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
      expect(directives['connect-src'], url).toEqual(["'self'"]);
      expect(csp, url).not.toContain('unsafe-eval');
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('redirects / to /console/', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/');
  });
});

describe('console not built', () => {
  it('says so with 503 instead of a blank page', async () => {
    const app = await createTestApp({ webRoot: path.join(tmpdir(), 'no-such-web-root') });
    const res = await app.inject('/console/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});
