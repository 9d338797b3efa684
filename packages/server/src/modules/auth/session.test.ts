import { Code, newNonce, SIGNATURE_MAX_SKEW_MS, type SignedRequest, sign } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/crypto';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/client';
import { DEFAULT_POLICY, savePolicy } from '../security/policy';
import { loggerOptions } from './log';
import { seenSignatures, sessions } from './schema';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ demo: true });
  await savePolicy(app.database.db, { ...DEFAULT_POLICY, sessionTimeoutMinutes: 10 });
});
afterAll(() => app.close());

const sessionOf = async (token: string) =>
  (
    await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)))
  )[0]!;

describe('sessions', () => {
  it('refuses a call without a token (4003) or with an unknown one (4005)', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/oauth/validate' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe(Code.SESSION_MISSING);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/oauth/validate',
      headers: { accesstoken: 'nope' },
    });
    expect(unknown.json().code).toBe(Code.SESSION_INVALID);
  });

  it('expires after the timeout of inactivity (4007)', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    expect((await c.call('POST', '/oauth/validate')).body.code).toBe(0);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.tokenHash, sha256Hex(c.token)));
    expect((await c.call('POST', '/oauth/validate')).body.code).toBe(Code.SESSION_EXPIRED);
  });

  it('slides: a call renews the expiry by the timeout', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const fiveMinAgo = new Date(Date.now() - 5 * 60_000);
    await app.database.db
      .update(sessions)
      .set({ lastSeenAt: fiveMinAgo, expiresAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(sessions.tokenHash, sha256Hex(c.token)));
    expect((await c.call('POST', '/oauth/validate')).body.code).toBe(0);
    const s = await sessionOf(c.token);
    expect(s.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('logout kills the token at once; the token travels in a header', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const out = await app.inject({ url: '/api/oauth/logout', headers: { accesstoken: c.token } });
    expect(out.json().code).toBe(0);
    expect((await c.call('POST', '/oauth/validate')).body.code).toBe(Code.SESSION_REVOKED);
    const bearer = await signIn(app, 'manager', DEMO_PASSWORD);
    await app.inject({ url: '/api/oauth/logout', headers: { authorization: `Bearer ${bearer.token}` } });
    expect((await bearer.call('POST', '/oauth/validate')).body.code).toBe(Code.SESSION_REVOKED);
    // Older clients' query form still works.
    const old = await signIn(app, 'manager', DEMO_PASSWORD);
    await app.inject(`/api/oauth/logout?access_token=${encodeURIComponent(old.token)}`);
    expect((await old.call('POST', '/oauth/validate')).body.code).toBe(Code.SESSION_REVOKED);
    const clear = await app.inject({
      method: 'POST',
      url: '/api/sauth/user/clearCookie',
      headers: { cookie: 'a=1; b=2' },
    });
    expect(clear.json().code).toBe(0);
    expect(clear.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^a=; .*Max-Age=0/)]),
    );
  });
});

describe('signature', () => {
  const URL = '/sauth/menu/userbutton';
  const signed = (key: string, over: Partial<SignedRequest> = {}) => {
    const req: SignedRequest = {
      method: 'POST',
      path: URL,
      params: { menuId: 1701 },
      timestamp: String(Date.now()),
      nonce: newNonce(),
      ...over,
    };
    return { timestamp: String(req.timestamp), nonce: req.nonce, signature: sign(key, req) };
  };
  /** The manager signed in, and the call under test made with the given signature headers. */
  const signedCaller = async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api${URL}`,
        headers: { accesstoken: c.token, ...headers },
        payload: { menuId: 1701 },
      });
    return { c, call };
  };

  it('refuses a missing, wrong or stale signature', async () => {
    const { c, call } = await signedCaller();
    const missing = await call({ timestamp: String(Date.now()), nonce: newNonce() });
    expect(missing.json().code).toBe(Code.SIGNATURE_INVALID);
    const wrong = await call(signed(c.signKey, { params: { menuId: 1702 } }));
    expect(wrong.json().code).toBe(Code.SIGNATURE_INVALID);
    const otherKey = await call(signed('not-the-key'));
    expect(otherKey.json().code).toBe(Code.SIGNATURE_INVALID);
    const stale = await call(signed(c.signKey, { timestamp: String(Date.now() - 6 * 60_000) }));
    expect(stale.json()).toMatchObject({ code: Code.SIGNATURE_INVALID, msg: expect.stringContaining('5') });
    const good = await call(signed(c.signKey));
    expect(good.json().code).toBe(0);
  });

  it('covers the method and the path: a signature made for another call is refused', async () => {
    const { c, call } = await signedCaller();
    expect((await call(signed(c.signKey, { path: '/sauth/menu/usermenu' }))).json().code).toBe(
      Code.SIGNATURE_INVALID,
    );
    expect((await call(signed(c.signKey, { method: 'GET' }))).json().code).toBe(Code.SIGNATURE_INVALID);
    // The nonce is signed too, and must look like one.
    const h = signed(c.signKey);
    expect((await call({ ...h, nonce: newNonce() })).json().code).toBe(Code.SIGNATURE_INVALID);
    expect((await call(signed(c.signKey, { nonce: 'x' }))).json().code).toBe(Code.SIGNATURE_INVALID);
    expect((await call(h)).json().code).toBe(0);
  });

  it('accepts a signed request once: a replay within the window is refused with a localised message', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const h = signed(c.signKey);
    const call = (lang: string) =>
      app.inject({
        method: 'POST',
        url: `/api${URL}`,
        headers: { accesstoken: c.token, lang, ...h },
        payload: { menuId: 1701 },
      });
    expect((await call('zh_CN')).json().code).toBe(0);
    const zh = (await call('zh_CN')).json();
    expect(zh).toMatchObject({
      code: Code.SIGNATURE_INVALID,
      msg: '该请求已被处理过，同一签名的请求只接受一次',
    });
    const en = (await call('en_US')).json();
    expect(en.msg).toBe('This request was already received; a signed request is accepted only once');
    // Two copies at once: one passes.
    const twin = signed(c.signKey);
    const both = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'POST',
          url: `/api${URL}`,
          headers: { accesstoken: c.token, ...twin },
          payload: { menuId: 1701 },
        }),
      ),
    );
    expect(both.map((r) => r.json().code).sort()).toEqual([0, Code.SIGNATURE_INVALID]);
  });

  it('remembers signatures only while their timestamp is accepted', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const h = signed(c.signKey);
    await app.inject({
      method: 'POST',
      url: `/api${URL}`,
      headers: { accesstoken: c.token, ...h },
      payload: { menuId: 1701 },
    });
    const [row] = await app.database.db
      .select()
      .from(seenSignatures)
      .where(eq(seenSignatures.signature, h.signature));
    expect(row?.expiresAt.getTime()).toBe(Number(h.timestamp) + SIGNATURE_MAX_SKEW_MS);
  });
});

describe('routes declare their permission', () => {
  it('refuses to build an app with a route that declares none', async () => {
    await expect(
      createTestApp(
        {},
        {
          apiPlugins: [
            async (api) => {
              api.get('/t/open', async () => 'x');
            },
          ],
        },
      ),
    ).rejects.toThrow(/declares no permission/);
  });
});

describe('the log', () => {
  it('never carries a session token, from the query or the headers', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      {},
      { logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) },
    );
    try {
      await seedDemo(logged.database.db);
      const c = await signIn(logged, 'manager', DEMO_PASSWORD);
      await c.call('POST', '/oauth/validate');
      await logged.inject(`/api/oauth/logout?access_token=${encodeURIComponent(c.token)}&x=1`);
      const d = await signIn(logged, 'manager', DEMO_PASSWORD);
      await logged.inject({ url: '/api/oauth/logout', headers: { authorization: `Bearer ${d.token}` } });
      const text = lines.join('');
      expect(text).toContain('/api/oauth/logout?access_token=[redacted]&x=1');
      expect(text).not.toContain(c.token);
      expect(text).not.toContain(d.token);
      expect(text).not.toContain(encodeURIComponent(c.token));
    } finally {
      await logged.close();
    }
  });
});
