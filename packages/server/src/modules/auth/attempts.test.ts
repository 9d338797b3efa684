import { type Envelope, LoginCode, type LoginResponse } from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptWindows } from '../../platform/limits/schema';
import { seedDemo } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/identities';
import { createTestApp } from '../../testing/app';
import { encryptPassword } from '../../testing/client';
import { messages } from '../messages/schema';
import { DEFAULT_POLICY, type SecurityPolicy, savePolicy } from '../security/policy';
import { users } from '../users/schema';
import { ADDRESS_LIMIT } from './attempts';
import { loginFailures } from './schema';

let app: FastifyInstance;
const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(db());
});
afterAll(() => app.close());
beforeEach(async () => {
  await db().delete(loginFailures);
  await db().delete(attemptWindows);
  await db().update(users).set({ failedLogins: 0, lockedUntil: null });
});

const policy = (p: Partial<SecurityPolicy>) => savePolicy(db(), { ...DEFAULT_POLICY, ...p });

/** A sign-in from a given address (each concurrent attacker may have its own). */
async function loginFrom(
  address: string,
  username: string,
  password: string,
  lang = 'zh_CN',
): Promise<Envelope<LoginResponse>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: address,
    headers: { lang },
    payload: { username, password: encryptPassword(app, password), clientType: 'web' },
  });
  return res.json();
}

const spread = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.1`;

function tally(codes: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
}

async function lockAlerts(account: string): Promise<number> {
  const [u] = await db().select().from(users).where(eq(users.account, account));
  const rows = await db()
    .select()
    .from(messages)
    .where(and(eq(messages.userId, u?.id ?? 0), eq(messages.module, 'auth')));
  return rows.length;
}

describe('lockout under concurrency', () => {
  for (const n of [50, 200]) {
    it(`${n} simultaneous wrong passwords: at most the threshold are checked and the account ends locked`, async () => {
      await policy({ lockThreshold: 5, lockMinutes: 30, captchaAfterFailures: 100 });
      const account = n === 50 ? 'developer' : 'manager';
      const alertsBefore = await lockAlerts(account);
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) => loginFrom(spread(i), account, `Wrong@${i}x`)),
      );
      const counts = tally(answers.map((a) => a.code));
      // Four checked and wrong, the fifth checked and locking; the rest refused unchecked
      // (past 100 failures of the name, some for the captcha instead).
      expect(counts[LoginCode.BAD_CREDENTIALS]).toBe(4);
      expect(counts[LoginCode.TEMPORARILY_LOCKED]).toBeGreaterThan(0);
      expect((counts[LoginCode.TEMPORARILY_LOCKED] ?? 0) + (counts[LoginCode.CAPTCHA_REQUIRED] ?? 0)).toBe(
        n - 4,
      );
      expect(await lockAlerts(account)).toBe(alertsBefore + 1);
      const [u] = await db().select().from(users).where(eq(users.account, account));
      expect(u?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
      // Locked means locked, also for the right password.
      expect((await loginFrom('10.9.9.9', account, DEMO_PASSWORD)).code).toBe(LoginCode.TEMPORARILY_LOCKED);
    });
  }

  it('the captcha threshold holds under concurrency, also for names that do not exist', async () => {
    await policy({ lockThreshold: 100, captchaAfterFailures: 3 });
    for (const [account, n] of [
      ['owner', 50],
      ['nobody-here', 200],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) => loginFrom(spread(i), account, `Wrong@${i}x`)),
      );
      const counts = tally(answers.map((a) => a.code));
      expect(counts[LoginCode.BAD_CREDENTIALS], account).toBe(3);
      expect(counts[LoginCode.CAPTCHA_REQUIRED], account).toBe(n - 3);
    }
    // Refusals for the captcha are not failures: the count stays at the threshold.
    const [row] = await db().select().from(loginFailures).where(eq(loginFailures.account, 'owner'));
    expect(row?.count).toBe(3);
  });

  it('a lock that has run out starts the count again', async () => {
    await policy({ lockThreshold: 2, captchaAfterFailures: 100 });
    await loginFrom('10.8.0.1', 'user', 'Wrong@1x');
    expect((await loginFrom('10.8.0.1', 'user', 'Wrong@2x')).code).toBe(LoginCode.TEMPORARILY_LOCKED);
    await db()
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.account, 'user'));
    expect((await loginFrom('10.8.0.1', 'user', 'Wrong@3x')).code).toBe(LoginCode.BAD_CREDENTIALS);
    expect((await loginFrom('10.8.0.1', 'user', DEMO_PASSWORD)).code).toBe(0);
  });
});

describe('per-address limit', () => {
  it('refuses an address after its failures across accounts, saying when to try again', async () => {
    await policy({ lockThreshold: 100, captchaAfterFailures: 100 });
    const sprayer = '203.0.113.7';
    const accounts = ['admin', 'manager', 'owner', 'user', 'developer', 'ghost-1', 'ghost-2'];
    for (let i = 0; i < ADDRESS_LIMIT.max; i++) {
      const res = await loginFrom(sprayer, accounts[i % accounts.length] as string, 'Spring@2026');
      expect(res.code).toBe(LoginCode.BAD_CREDENTIALS);
    }
    const zh = await loginFrom(sprayer, 'manager', 'Spring@2026');
    expect(zh).toMatchObject({
      code: LoginCode.TOO_MANY_ATTEMPTS,
      msg: '此地址登录失败次数过多，请 10 分钟后再试',
    });
    const en = await loginFrom(sprayer, 'admin', DEMO_PASSWORD, 'en_US');
    expect(en.msg).toBe('Too many failed sign-ins from this address; try again in 10 minutes');
    // Another address is not affected.
    expect((await loginFrom('198.51.100.1', 'admin', DEMO_PASSWORD)).code).toBe(0);
    // The window passes.
    await db()
      .update(attemptWindows)
      .set({ windowEnds: new Date(Date.now() - 1000) })
      .where(eq(attemptWindows.key, sprayer));
    expect((await loginFrom(sprayer, 'admin', DEMO_PASSWORD)).code).toBe(0);
  });

  it('holds under concurrency, and successful sign-ins do not count', async () => {
    await policy({ lockThreshold: 100, captchaAfterFailures: 100 });
    const address = '203.0.113.8';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => loginFrom(address, `ghost-${i}`, 'Spring@2026')),
    );
    const counts = tally(answers.map((a) => a.code));
    expect(counts[LoginCode.BAD_CREDENTIALS]).toBe(ADDRESS_LIMIT.max);
    expect(counts[LoginCode.TOO_MANY_ATTEMPTS]).toBe(60 - ADDRESS_LIMIT.max);

    const office = '203.0.113.9';
    for (let i = 0; i < ADDRESS_LIMIT.max + 5; i++) {
      expect((await loginFrom(office, i % 2 ? 'manager' : 'owner', DEMO_PASSWORD)).code).toBe(0);
    }
  });
});
