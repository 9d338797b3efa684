import { LoginCode, type ServerMessage } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '../modules/auth/schema';
import { DEFAULT_POLICY, savePolicy } from '../modules/security/policy';
import { users } from '../modules/users/schema';
import { attemptWindows } from '../platform/limits/schema';
import { DEMO_PASSWORD } from '../seed/identities';
import { login } from '../testing/client';
import { createTestDatabase } from '../testing/db';
import { hello, type Node, nodeFactory, rawRobot } from '../testing/robots';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
const db = () => node.app.database.db;

beforeAll(async () => {
  const database = await createTestDatabase({ demo: true });
  factory = nodeFactory(database);
  node = await factory.start();
});
afterAll(async () => {
  await node.app.close();
  await factory.close();
});
beforeEach(async () => {
  await savePolicy(db(), { ...DEFAULT_POLICY, lockThreshold: 3, captchaAfterFailures: 100 });
  await db().delete(loginFailures);
  await db().delete(attemptWindows);
  await db().update(users).set({ failedLogins: 0, lockedUntil: null, status: 'normal' });
});

let robotCount = 0;
/** One user-bound hello on a new robot number; the refusal or the welcome. */
async function robotSignIn(account: string, clientPwd: string): Promise<ServerMessage> {
  const c = await rawRobot(node.api);
  c.send(hello(`GW-UPW-${++robotCount}`, { bindingWay: 'user', account, clientPwd }));
  const answer = await Promise.race([c.next('refused', 20_000), c.next('welcome', 20_000)]);
  c.close();
  return answer;
}

const lockedUntil = async (account: string) =>
  (await db().select().from(users).where(eq(users.account, account)))[0]?.lockedUntil ?? null;

describe('robots signing in with a user password', () => {
  it('answer the same refusal for an unknown account, a wrong password and a locked account', async () => {
    const refusals = [
      await robotSignIn('nobody-at-all', DEMO_PASSWORD),
      await robotSignIn('user', 'Wrong@2026'),
    ];
    await db().update(users).set({ status: 'locked' }).where(eq(users.account, 'owner'));
    refusals.push(await robotSignIn('owner', DEMO_PASSWORD));
    await db()
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.account, 'manager'));
    refusals.push(await robotSignIn('manager', DEMO_PASSWORD));
    for (const r of refusals) {
      expect(r).toMatchObject({
        type: 'refused',
        reason: 'password',
        message: '机器人编号、账号或客户端密码错误',
      });
    }
  });

  it('count against the lockout of the login page, and a locked account is refused before its password', async () => {
    // One failure on the login page, two from robots: the third locks.
    expect((await login(node.app, 'user', 'Wrong@1x')).code).toBe(LoginCode.BAD_CREDENTIALS);
    expect(await robotSignIn('user', 'Wrong@2x')).toMatchObject({ type: 'refused', reason: 'password' });
    expect(await lockedUntil('user')).toBeNull();
    expect(await robotSignIn('user', 'Wrong@3x')).toMatchObject({ type: 'refused', reason: 'password' });
    expect((await lockedUntil('user'))?.getTime()).toBeGreaterThan(Date.now());
    // Locked now: the right password from a robot is refused like any other, and so is the login page.
    expect(await robotSignIn('user', DEMO_PASSWORD)).toMatchObject({ type: 'refused', reason: 'password' });
    expect((await login(node.app, 'user', DEMO_PASSWORD)).code).toBe(LoginCode.TEMPORARILY_LOCKED);
  });

  it('cannot outrun the lockout with simultaneous guesses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => robotSignIn('developer', `Guess@${i}x`)),
    );
    expect(answers.every((a) => a.type === 'refused')).toBe(true);
    // Exactly the threshold of checks happened: the name's failure count says so.
    const [row] = await db().select().from(loginFailures).where(eq(loginFailures.account, 'developer'));
    expect(row?.count).toBe(3);
    expect((await lockedUntil('developer'))?.getTime()).toBeGreaterThan(Date.now());
  });

  it('a right password gets in and clears the failures', async () => {
    expect(await robotSignIn('user', 'Wrong@1x')).toMatchObject({ type: 'refused' });
    expect(await robotSignIn('user', DEMO_PASSWORD)).toMatchObject({ type: 'welcome' });
    const [u] = await db().select().from(users).where(eq(users.account, 'user'));
    expect(u?.failedLogins).toBe(0);
  });
});
