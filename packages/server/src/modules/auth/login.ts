import {
  ClientType,
  type IdentityId,
  type Lang,
  LoginCode,
  type LoginRequest,
  type LoginResponse,
} from '@rpa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rsaDecrypt } from '../../platform/crypto';
import { verifyPassword } from '../../platform/crypto/password';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { claimClientSeat } from '../licences/seats';
import { accountAlerts, KNOWN_IPS } from '../messages/alerts';
import { identitiesOf } from '../roles/grants';
import { getPolicy } from '../security/policy';
import { users } from '../users/schema';
import { consumeCaptcha } from './captcha';
import { loginFailures } from './schema';
import { createSession } from './sessions';

async function failureCount(db: Db, account: string): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.account, account));
  return row?.count ?? 0;
}

async function recordFailure(db: Db, account: string): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ account, count: 1, lastAt: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.account,
      set: { count: sql`${loginFailures.count} + 1`, lastAt: new Date() },
    });
}

/** Captcha needed for this account name? (also for names that do not exist, so none can be probed) */
export async function captchaNeeded(db: Db, account: string): Promise<boolean> {
  const { captchaAfterFailures } = await getPolicy(db);
  return (
    captchaAfterFailures === 0 || (await failureCount(db, account.toLowerCase())) >= captchaAfterFailures
  );
}

export interface LoginResult {
  response: LoginResponse;
  userId: number;
}

/**
 * Checks, in order: captcha (when the account has failed often enough),
 * password readability, account, manual lock, temporary lockout, password,
 * identities and client type. Each failure is a LoginCode; wrong passwords
 * count towards captcha and lockout.
 */
export async function login(
  app: FastifyInstance,
  input: LoginRequest,
  ip: string,
  lang: Lang,
): Promise<LoginResult> {
  const db = app.database.db;
  const policy = await getPolicy(db);
  const account = input.username.trim().toLowerCase();

  if (await captchaNeeded(db, account)) {
    if (!input.captcha || !input.uuid)
      throw new AppError(LoginCode.CAPTCHA_REQUIRED, 'login.captchaRequired');
    if (!(await consumeCaptcha(db, input.uuid, input.captcha))) {
      throw new AppError(LoginCode.CAPTCHA_WRONG, 'login.captchaWrong');
    }
  }
  const password = rsaDecrypt(app.rsaKeys.privateKey, input.password);
  if (password === null) throw new AppError(LoginCode.PASSWORD_UNREADABLE, 'login.passwordUnreadable');

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.account})`, account));
  if (!user) {
    await recordFailure(db, account);
    throw new AppError(LoginCode.BAD_CREDENTIALS, 'login.badCredentials');
  }
  if (user.status === 'locked') throw new AppError(LoginCode.ACCOUNT_LOCKED, 'login.accountLocked');
  const now = Date.now();
  if (user.lockedUntil && user.lockedUntil.getTime() > now) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - now) / 60_000);
    throw new AppError(LoginCode.TEMPORARILY_LOCKED, 'login.temporarilyLocked', { minutes });
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailure(db, account);
    const failed = user.failedLogins + 1;
    const lock = failed >= policy.lockThreshold;
    await db
      .update(users)
      .set({
        failedLogins: lock ? 0 : failed,
        lockedUntil: lock ? new Date(now + policy.lockMinutes * 60_000) : user.lockedUntil,
      })
      .where(eq(users.id, user.id));
    if (lock) {
      await accountAlerts.accountLocked(
        app,
        user.id,
        { ip, count: failed, minutes: policy.lockMinutes },
        lang,
      );
      throw new AppError(LoginCode.TEMPORARILY_LOCKED, 'login.temporarilyLocked', {
        minutes: policy.lockMinutes,
      });
    }
    throw new AppError(LoginCode.BAD_CREDENTIALS, 'login.badCredentials');
  }

  const idenList = await identitiesOf(db, user.id);
  if (idenList.length === 0) throw new AppError(LoginCode.NO_PERMISSION, 'login.noPermission');
  if (input.clientType === ClientType.DESIGNER && !idenList.includes(2)) {
    throw new AppError(LoginCode.CLIENT_NOT_ALLOWED, 'login.designerNeedsDeveloper');
  }
  // The designer and the assistant need a seat of their licence category.
  await claimClientSeat(app, user.id, input.clientType, lang);
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
  // The first sign-in teaches the first address; later ones from elsewhere are reported.
  const known = user.knownIps;
  if (known.length > 0 && !known.includes(ip)) await accountAlerts.newIp(app, user.id, ip, lang);
  await db
    .update(users)
    .set({
      failedLogins: 0,
      lockedUntil: null,
      knownIps: [ip, ...known.filter((k) => k !== ip)].slice(0, KNOWN_IPS),
    })
    .where(eq(users.id, user.id));
  return openSession(app, user, idenList, idenList[0] as IdentityId, input.clientType, ip);
}

/** A new session for a user who has proved who they are (password, or a hand-over token). */
export async function openSession(
  app: FastifyInstance,
  user: typeof users.$inferSelect,
  idenList: IdentityId[],
  curIden: IdentityId,
  clientType: string,
  ip: string,
): Promise<LoginResult> {
  const db = app.database.db;
  const policy = await getPolicy(db);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const { token, signKey } = await createSession(db, app.sealer, {
    userId: user.id,
    curIden,
    clientType,
    ip,
    timeoutMinutes: policy.sessionTimeoutMinutes,
  });
  return {
    userId: user.id,
    response: {
      token,
      signKey,
      sessionTimeoutMinutes: policy.sessionTimeoutMinutes,
      user: {
        id: user.id,
        userName: user.realName,
        userAlias: user.account,
        alias: user.alias,
        isNeedModifyPwd: user.isNeedModifyPwd ? 1 : 0,
      },
      idenList,
      curIden,
    },
  };
}
