import { type AlertMessage, LoginCode, type Page } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { encryptPassword, signIn } from '../../testing/client';
import { DEFAULT_POLICY, savePolicy } from '../security/policy';
import { users } from '../users/schema';

let app: FastifyInstance;
beforeAll(async () => {
  // The test's requests come from 127.0.0.1, as if through a trusted proxy.
  app = await createTestApp({ demo: true, trustProxy: ['127.0.0.1'] });
});
afterAll(() => app.close());

/** A sign-in from `ip` (behind the proxy the deployment trusts). */
const loginFrom = (account: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'x-forwarded-for': ip, lang: 'en_US' },
    payload: { username: account, password: encryptPassword(app, password), clientType: 'web' },
  });

async function alertsOf(account: string): Promise<AlertMessage[]> {
  const caller = await signIn(app, account, DEMO_PASSWORD);
  const res = await caller.call<Page<AlertMessage>>('POST', '/sys/alert', { alertType: 'system', size: 50 });
  return res.body.result.records;
}

describe('account alerts', () => {
  it('a sign-in from a new address raises one alert; the same address again does not', async () => {
    expect((await loginFrom('owner', DEMO_PASSWORD, '10.0.0.1')).json().code).toBe(0);
    expect((await loginFrom('owner', DEMO_PASSWORD, '10.0.0.1')).json().code).toBe(0);
    expect((await loginFrom('owner', DEMO_PASSWORD, '10.0.0.2')).json().code).toBe(0);
    const newIp = (await alertsOf('owner')).filter((m) => m.alertDesc === 'Sign-in from a new address');
    expect(newIp).toHaveLength(1);
    expect(newIp[0]).toMatchObject({ alertLevel: 'warn', content: expect.stringContaining('10.0.0.2') });
  });

  it('the lockout after repeated failures raises a warning to the account holder', async () => {
    await savePolicy(app.database.db, { ...DEFAULT_POLICY, lockThreshold: 2, captchaAfterFailures: 10 });
    await loginFrom('developer', 'Wrong@2026', '10.0.0.9');
    const second = await loginFrom('developer', 'Wrong@2026', '10.0.0.9');
    expect(second.json().code).toBe(LoginCode.TEMPORARILY_LOCKED);
    // Let the lock pass to read the inbox.
    await app.database.db.update(users).set({ lockedUntil: null }).where(eq(users.account, 'developer'));
    const locked = (await alertsOf('developer')).filter((m) => m.alertDesc === 'Your account was locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]?.content).toContain('10.0.0.9');
  });
});
