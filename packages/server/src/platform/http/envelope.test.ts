import { Code } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithRoutes, SYSTEM_EXCEPTION } from '../../testing/app';
import { AppError } from './errors';

describe('envelope and error catalogue over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestAppWithRoutes((api) => {
      api.get('/t/forbidden', { config: { permission: 'public' } }, async () => {
        throw new AppError(Code.FORBIDDEN, 'error.forbidden');
      });
      api.get('/t/session', { config: { permission: 'public' } }, async () => {
        throw new AppError(Code.SESSION_EXPIRED, 'error.sessionExpired');
      });
      api.get('/t/crash', { config: { permission: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
      api.post('/t/echo', { config: { permission: 'public' } }, async (req) => ({
        code: 0,
        msg: '',
        result: req.body,
      }));
    });
  });
  afterAll(() => app.close());

  it('answers health inside the envelope', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.result).toMatchObject({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
    expect(body.result.migrations).toBeGreaterThan(0);
  });

  it('an unknown interface is code 404 with the localised message (zh_CN default)', async () => {
    const zh = await app.inject('/api/no/such/call');
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ code: 404, msg: '接口不存在，请联系管理员', result: null });
    const en = await app.inject({ url: '/api/no/such/call', headers: { lang: 'en_US' } });
    expect(en.json().msg).toBe('The interface does not exist, contact the administrator');
  });

  it('an AppError keeps its code and HTTP status', async () => {
    const res = await app.inject({ url: '/api/t/forbidden', headers: { lang: 'en_US' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: 'You do not have permission to do this', result: null });
    const session = await app.inject('/api/t/session');
    expect(session.statusCode).toBe(401);
    expect(session.json().code).toBe(4007);
  });

  it('an unexpected failure is "system exception" and leaks nothing', async () => {
    const res = await app.inject({ url: '/api/t/crash', headers: { lang: 'en_US' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(SYSTEM_EXCEPTION);
    expect(res.body).not.toContain('hunter2');
  });

  it('malformed JSON is a localised 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/t/echo',
      headers: { 'content-type': 'application/json', lang: 'zh_CN' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: '请求内容不是有效的 JSON' });
  });
});
