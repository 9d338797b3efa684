import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NONCE_PATTERN, sign } from '@rpa/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRequestClient, RequestError, type RequestHost } from '../src/api/request';

/** A real HTTP server that answers each case of console-core.md §8. */
let server: Server;
let base = '';
let seen: { headers: IncomingMessage['headers']; url: string; body: string } | null = null;

const envelope = (code: number, msg: string, result: unknown = null) => JSON.stringify({ code, msg, result });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen = { headers: req.headers, url: req.url ?? '', body };
      const path = (req.url ?? '').split('?')[0] ?? '';
      const send = (status: number, text: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(text);
      };
      const m = path.match(/^\/api\/code\/(\d+)$/);
      if (path === '/api/ok') return send(200, envelope(0, '', { hello: 'world' }));
      if (m) return send(Number(m[1]) === 50011 ? 200 : 400, envelope(Number(m[1]), `server says ${m[1]}`));
      if (path === '/api/html500') return send(500, '<html>Bad gateway</html>', 'text/html');
      if (path === '/api/empty500') return send(500, envelope(500, ''));
      if (path === '/api/slow') return setTimeout(() => send(200, envelope(0, '')), 500);
      return send(404, envelope(404, 'not found'));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let notified: string[] = [];
let sessionEnded: string[] = [];
let token: string | null = 'tok-1';
let key: string | null = 'key-1';

/** What the server computes for a request that carried these headers. */
const signed = (
  method: string,
  path: string,
  params: Record<string, unknown>,
  h: IncomingMessage['headers'],
) => sign('key-1', { method, path, params, timestamp: String(h.timestamp), nonce: String(h.nonce) });

const host = (): RequestHost => ({
  baseURL: base,
  getToken: () => token,
  getSigningKey: () => key,
  getLang: () => 'en_US',
  notifyError: (m) => notified.push(m),
  onSessionInvalid: (m) => sessionEnded.push(m),
  text: (k) => `text:${k}`,
});

beforeEach(() => {
  notified = [];
  sessionEnded = [];
  token = 'tok-1';
  key = 'key-1';
});

describe('request client', () => {
  it('unwraps the result of code 0', async () => {
    const c = createRequestClient(host());
    expect(await c.get('/ok')).toEqual({ hello: 'world' });
    expect(notified).toEqual([]);
  });

  it('sends accesstoken, lang, timestamp and a signature over query parameters', async () => {
    await createRequestClient(host()).get('/ok', { b: 2, a: 'x' });
    const h = seen?.headers ?? {};
    expect(h.accesstoken).toBe('tok-1');
    expect(h.lang).toBe('en_US');
    expect(Math.abs(Number(h.timestamp) - Date.now())).toBeLessThan(5000);
    expect(h.nonce).toMatch(NONCE_PATTERN);
    expect(h.signature).toBe(signed('GET', '/ok', { a: 'x', b: '2' }, h));
  });

  it('signs the method and the path, under a new nonce each time', async () => {
    const c = createRequestClient(host());
    await c.post('/ok', { a: 1 });
    const first = seen?.headers ?? {};
    expect(first.signature).toBe(signed('POST', '/ok', { a: 1 }, first));
    expect(first.signature).not.toBe(signed('GET', '/ok', { a: 1 }, first));
    expect(first.signature).not.toBe(signed('POST', '/other', { a: 1 }, first));
    await c.post('/ok', { a: 1 });
    expect(seen?.headers.nonce).not.toBe(first.nonce);
    // A query string written into the url is signed like params.
    await c.get('/ok?z=9');
    expect(seen?.headers.signature).toBe(signed('GET', '/ok', { z: '9' }, seen?.headers ?? {}));
  });

  it('signs the top-level fields of a JSON body', async () => {
    await createRequestClient(host()).post('/ok', { menuId: 1701, ids: [1, 2] });
    const h = seen?.headers ?? {};
    expect(JSON.parse(seen?.body ?? '')).toEqual({ menuId: 1701, ids: [1, 2] });
    expect(h.signature).toBe(signed('POST', '/ok', { menuId: 1701, ids: [1, 2] }, h));
  });

  it('sends no token or signature before login', async () => {
    token = null;
    key = null;
    await createRequestClient(host()).get('/ok');
    expect(seen?.headers.accesstoken).toBeUndefined();
    expect(seen?.headers.signature).toBeUndefined();
    expect(seen?.headers.nonce).toBeUndefined();
  });

  for (const code of [4003, 4005, 4007, 4008, 4009]) {
    it(`code ${code} shows the message and ends the session`, async () => {
      await expect(createRequestClient(host()).get(`/code/${code}`)).rejects.toMatchObject({ code });
      expect(notified).toEqual([`server says ${code}`]);
      expect(sessionEnded).toEqual([`server says ${code}`]);
    });
  }

  it('code 50011 is status false with the message and no popup', async () => {
    const c = createRequestClient(host());
    expect(await c.attempt({ url: '/code/50011' })).toEqual({
      status: false,
      code: 50011,
      msg: 'server says 50011',
    });
    await expect(c.get('/code/50011')).rejects.toMatchObject({ quiet: true, message: 'server says 50011' });
    expect(notified).toEqual([]);
    expect(sessionEnded).toEqual([]);
  });

  it('code 404 says the interface does not exist', async () => {
    await expect(createRequestClient(host()).get('/nowhere')).rejects.toBeInstanceOf(RequestError);
    expect(notified).toEqual(['text:notFound']);
  });

  it('other codes show the server message unless silent', async () => {
    const c = createRequestClient(host());
    await expect(c.get('/code/409')).rejects.toMatchObject({ code: 409, message: 'server says 409' });
    expect(notified).toEqual(['server says 409']);
    await expect(c.get('/code/409', undefined, { silent: true })).rejects.toMatchObject({ code: 409 });
    expect(notified).toEqual(['server says 409']);
    expect(sessionEnded).toEqual([]);
  });

  it('an answer that is not an envelope is a system exception', async () => {
    await expect(createRequestClient(host()).get('/html500')).rejects.toMatchObject({ code: 500 });
    expect(notified).toEqual(['text:system']);
  });

  it('an HTTP 500 envelope without a message is a system exception', async () => {
    await expect(createRequestClient(host()).get('/empty500')).rejects.toMatchObject({
      code: 500,
      message: 'text:system',
    });
    expect(notified).toEqual(['text:system']);
  });

  it('an upload sends the form and signs the query parameters only', async () => {
    const form = new FormData();
    form.append('name', 'report');
    form.append('file', new Blob(['hello']), 'hello.txt');
    const progress: number[] = [];
    expect(
      await createRequestClient(host()).upload('/ok', form, {
        onUploadProgress: (e) => progress.push(e.loaded),
      }),
    ).toEqual({ hello: 'world' });
    const h = seen?.headers ?? {};
    expect(h['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.body).toContain('hello.txt');
    expect(h.signature).toBe(signed('POST', '/ok', {}, h));
    expect(progress.length).toBeGreaterThan(0);
  });

  it('a timeout shows the timeout text', async () => {
    await expect(createRequestClient(host()).get('/slow', undefined, { timeout: 100 })).rejects.toMatchObject(
      {
        code: 0,
      },
    );
    expect(notified).toEqual(['text:timeout']);
  });

  it('a silent call leaves a timeout to its caller', async () => {
    const c = createRequestClient(host());
    await expect(c.get('/slow', undefined, { timeout: 100, silent: true })).rejects.toMatchObject({
      code: 0,
    });
    expect(notified).toEqual([]);
  });

  it('a refused connection shows the transport error', async () => {
    const c = createRequestClient({ ...host(), baseURL: 'http://127.0.0.1:1/api' });
    await expect(c.get('/ok')).rejects.toMatchObject({ code: 0 });
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatch(/ECONNREFUSED|connect/i);
  });
});
