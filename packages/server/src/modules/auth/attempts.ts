import { Code, type Lang, type MessageKey } from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/crypto/password';
import { AppError } from '../../platform/http/errors';
import { type AttemptLimit, giveBackAttempt, takeAttempt } from '../../platform/limits';
import { directoryPassword } from '../ad-domain';
import type { MessageHost } from '../messages';
import { accountAlerts } from '../messages';
import { getPolicy } from '../security';
import { users } from '../users';
import { consumeCaptcha } from './captcha';
import { loginFailures } from './schema';

/**
 * Failed password checks allowed from one address in one window, whatever
 * the accounts (docs/api.md "Sign-in"): stops spraying one password over
 * many accounts, which the per-account lockout does not see.
 */
export const ADDRESS_LIMIT: AttemptLimit = { bucket: 'sign-in-address', max: 20, windowMs: 10 * 60_000 };

type User = typeof users.$inferSelect;

export type PasswordCheck =
  | { ok: true; user: User }
  | { ok: false; reason: 'addressLimited' | 'temporarilyLocked'; minutes: number }
  | {
      ok: false;
      reason:
        | 'captchaRequired'
        | 'captchaWrong'
        | 'unreadable'
        | 'badCredentials'
        | 'accountLocked'
        | 'directoryUnavailable';
    };

export interface PasswordAttempt {
  /** The account name as typed (any letter case). */
  account: string;
  /** The password in clear; null when it could not be decrypted. */
  password: string | null;
  ip: string;
  lang: Lang;
  /**
   * The captcha the caller answered, when it can show one (the login page);
   * left out by callers that cannot (robots, password change).
   */
  captcha?: { uuid?: string | undefined; answer?: string | undefined };
}

/** Counts an attempt on an account name (known or not) and returns the failures before it. */
async function countNameAttempt(host: MessageHost, account: string): Promise<number> {
  const [row] = await host.database.db
    .insert(loginFailures)
    .values({ account, count: 1, lastAt: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.account,
      set: { count: sql`${loginFailures.count} + 1`, lastAt: new Date() },
    })
    .returning({ count: loginFailures.count });
  return (row?.count ?? 1) - 1;
}

async function uncountNameAttempt(host: MessageHost, account: string): Promise<void> {
  await host.database.db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(eq(loginFailures.account, account));
}

// Unknown accounts cost a hash check too, so the time taken does not tell them apart.
let dummyHash: Promise<string> | null = null;

/**
 * Takes one of the account's attempts before its password is checked: in a
 * single statement that refuses while the account is locked and locks it
 * when this attempt reaches the threshold, so however many attempts arrive
 * at once, on however many nodes, at most `lockThreshold` are checked.
 * A lock that has run out starts the count again. Null: locked.
 */
async function takeAccountAttempt(
  host: MessageHost,
  userId: number,
  threshold: number,
  lockMinutes: number,
): Promise<number | null> {
  const counted = sql`case when ${users.lockedUntil} is not null then 1 else ${users.failedLogins} + 1 end`;
  const [row] = await host.database.db
    .update(users)
    .set({
      failedLogins: counted,
      lockedUntil: sql`case when ${counted} >= ${threshold} then now() + ${lockMinutes} * interval '1 minute' else null end`,
    })
    .where(sql`${users.id} = ${userId} and (${users.lockedUntil} is null or ${users.lockedUntil} <= now())`)
    .returning({ failed: users.failedLogins });
  return row ? row.failed : null;
}

/** Gives back an account attempt that checked no password (the directory did not answer), with any lock it set. */
async function giveBackAccountAttempt(host: MessageHost, userId: number): Promise<void> {
  await host.database.db
    .update(users)
    .set({ failedLogins: sql`greatest(${users.failedLogins} - 1, 0)`, lockedUntil: null })
    .where(eq(users.id, userId));
}

async function minutesLocked(host: MessageHost, userId: number, fallback: number): Promise<number> {
  const [row] = await host.database.db
    .select({ until: users.lockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  const left = row?.until ? row.until.getTime() - Date.now() : fallback * 60_000;
  return Math.max(1, Math.ceil(left / 60_000));
}

/**
 * The one check of a user's password, for the login page, robots that sign
 * in as a user and the own password change. In order: the address limit,
 * the captcha (when the caller can show one and the name has failed often
 * enough), readability, the account, a lock by a manager, the lockout, the
 * password (a directory user's checked by the AD domain). Attempts are counted before they are judged and given back
 * when they turn out not to be wrong passwords, so the thresholds hold
 * under any concurrency; wrong passwords count per address, per account
 * name (captcha) and per account (lockout).
 */
export async function checkUserPassword(host: MessageHost, attempt: PasswordAttempt): Promise<PasswordCheck> {
  const db = host.database.db;
  const policy = await getPolicy(db);
  const account = attempt.account.trim().toLowerCase();
  const address = attempt.ip || 'unknown';

  const byAddress = await takeAttempt(db, ADDRESS_LIMIT, address);
  if (!byAddress.allowed) return { ok: false, reason: 'addressLimited', minutes: byAddress.minutesLeft };
  const failedBefore = await countNameAttempt(host, account);
  // Not a password check after all: the attempt is given back everywhere.
  const notJudged = async <T extends PasswordCheck>(result: T): Promise<T> => {
    await giveBackAttempt(db, ADDRESS_LIMIT, address);
    await uncountNameAttempt(host, account);
    return result;
  };

  if (attempt.captcha) {
    const { captchaAfterFailures } = policy;
    if (captchaAfterFailures === 0 || failedBefore >= captchaAfterFailures) {
      const { uuid, answer } = attempt.captcha;
      if (!uuid || !answer) return notJudged({ ok: false, reason: 'captchaRequired' });
      if (!(await consumeCaptcha(db, uuid, answer))) return notJudged({ ok: false, reason: 'captchaWrong' });
    }
  }
  const password = attempt.password;
  if (password === null) return notJudged({ ok: false, reason: 'unreadable' });

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.account})`, account));
  if (!user) {
    dummyHash ??= hashPassword('no such account');
    await verifyPassword(await dummyHash, password);
    return { ok: false, reason: 'badCredentials' };
  }
  if (user.status === 'locked') return notJudged({ ok: false, reason: 'accountLocked' });
  const failed = await takeAccountAttempt(host, user.id, policy.lockThreshold, policy.lockMinutes);
  if (failed === null) {
    const minutes = await minutesLocked(host, user.id, policy.lockMinutes);
    return notJudged({ ok: false, reason: 'temporarilyLocked', minutes });
  }
  // A directory user's password is the directory's: a bind with their DN decides.
  const verdict = await directoryPassword(db, user.id, password);
  if (verdict === 'unavailable') {
    await giveBackAccountAttempt(host, user.id);
    return notJudged({ ok: false, reason: 'directoryUnavailable' });
  }
  const right = verdict === 'local' ? await verifyPassword(user.passwordHash, password) : verdict === 'right';
  if (!right) {
    if (failed < policy.lockThreshold) return { ok: false, reason: 'badCredentials' };
    await accountAlerts.accountLocked(
      host,
      user.id,
      { ip: attempt.ip, count: failed, minutes: policy.lockMinutes },
      attempt.lang,
    );
    return { ok: false, reason: 'temporarilyLocked', minutes: policy.lockMinutes };
  }

  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
  await giveBackAttempt(db, ADDRESS_LIMIT, address);
  return { ok: true, user: { ...user, failedLogins: 0, lockedUntil: null } };
}

/**
 * The signed-in user's own password, asked again before a sensitive change
 * (their password, a licence deletion): the sign-in check with its counters
 * and lockout, so a left-open session cannot be used to guess it. A refusal
 * is thrown: too many attempts or a lockout as TOO_MANY_ATTEMPTS, a wrong
 * password with `wrongKey`.
 */
export async function confirmOwnPassword(
  host: MessageHost,
  who: { account: string; ip: string; lang: Lang },
  password: string,
  wrongKey: MessageKey,
): Promise<User> {
  const check = await checkUserPassword(host, { ...who, password });
  if (check.ok) return check.user;
  if (check.reason === 'addressLimited') {
    throw new AppError(Code.TOO_MANY_ATTEMPTS, 'login.tooManyAttempts', { minutes: check.minutes });
  }
  if (check.reason === 'temporarilyLocked') {
    throw new AppError(Code.TOO_MANY_ATTEMPTS, 'login.temporarilyLocked', { minutes: check.minutes });
  }
  if (check.reason === 'directoryUnavailable')
    throw new AppError(Code.BAD_REQUEST, 'login.directoryUnavailable');
  throw new AppError(Code.BAD_REQUEST, wrongKey);
}
