import { Code, sign } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/crypto';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/client';
import { DEFAULT_POLICY, savePolicy } from '../security/policy';
import { sessions } from './schema';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.database.db);
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

  it('logout kills the token at once', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const out = await app.inject(`/api/oauth/logout?access_token=${encodeURIComponent(c.token)}`);
    expect(out.json().code).toBe(0);
    expect((await c.call('POST', '/oauth/validate')).body.code).toBe(Code.SESSION_REVOKED);
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
  it('refuses a missing, wrong or stale signature', async () => {
    const c = await signIn(app, 'manager', DEMO_PASSWORD);
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/sauth/menu/userbutton',
        headers: { accesstoken: c.token, ...headers },
        payload: { menuId: 1701 },
      });
    const now = String(Date.now());
    const missing = await call({ timestamp: now });
    expect(missing.json().code).toBe(Code.SIGNATURE_INVALID);
    const wrong = await call({ timestamp: now, signature: sign(c.signKey, { menuId: 1702 }, now) });
    expect(wrong.json().code).toBe(Code.SIGNATURE_INVALID);
    const otherKey = await call({ timestamp: now, signature: sign('not-the-key', { menuId: 1701 }, now) });
    expect(otherKey.json().code).toBe(Code.SIGNATURE_INVALID);
    const old = String(Date.now() - 6 * 60_000);
    const stale = await call({ timestamp: old, signature: sign(c.signKey, { menuId: 1701 }, old) });
    expect(stale.json()).toMatchObject({ code: Code.SIGNATURE_INVALID, msg: expect.stringContaining('5') });
    const good = await call({ timestamp: now, signature: sign(c.signKey, { menuId: 1701 }, now) });
    expect(good.json().code).toBe(0);
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
