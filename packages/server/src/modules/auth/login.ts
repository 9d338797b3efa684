import {
  ClientType,
  type IdentityId,
  type Lang,
  LoginCode,
  type LoginRequest,
  type LoginResponse,
} from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rsaDecrypt } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import { claimClientSeat } from '../licences';
import { accountAlerts, KNOWN_IPS } from '../messages';
import { identitiesOf } from '../roles';
import { getPolicy } from '../security';
import { users } from '../users';
import { checkUserPassword } from './attempts';
import { createSession } from './sessions';

export interface LoginResult {
  response: LoginResponse;
  userId: number;
}

const REFUSALS = {
  addressLimited: [LoginCode.TOO_MANY_ATTEMPTS, 'login.tooManyAttempts'],
  temporarilyLocked: [LoginCode.TEMPORARILY_LOCKED, 'login.temporarilyLocked'],
  captchaRequired: [LoginCode.CAPTCHA_REQUIRED, 'login.captchaRequired'],
  captchaWrong: [LoginCode.CAPTCHA_WRONG, 'login.captchaWrong'],
  unreadable: [LoginCode.PASSWORD_UNREADABLE, 'login.passwordUnreadable'],
  badCredentials: [LoginCode.BAD_CREDENTIALS, 'login.badCredentials'],
  accountLocked: [LoginCode.ACCOUNT_LOCKED, 'login.accountLocked'],
  directoryUnavailable: [LoginCode.DIRECTORY_UNAVAILABLE, 'login.directoryUnavailable'],
} as const;

/**
 * The password check (checkUserPassword: address limit, captcha, lockout;
 * each failure a LoginCode), then identities and client type.
 */
export async function login(
  app: FastifyInstance,
  input: LoginRequest,
  ip: string,
  lang: Lang,
): Promise<LoginResult> {
  const db = app.database.db;
  const check = await checkUserPassword(app, {
    account: input.username,
    password: rsaDecrypt(app.rsaKeys.privateKey, input.password),
    ip,
    lang,
    captcha: { uuid: input.uuid, answer: input.captcha },
  });
  if (!check.ok) {
    const [code, key] = REFUSALS[check.reason];
    throw new AppError(code, key, 'minutes' in check ? { minutes: check.minutes } : undefined);
  }
  const { user } = check;

  const idenList = await identitiesOf(db, user.id);
  if (idenList.length === 0) throw new AppError(LoginCode.NO_PERMISSION, 'login.noPermission');
  if (input.clientType === ClientType.DESIGNER && !idenList.includes(2)) {
    throw new AppError(LoginCode.CLIENT_NOT_ALLOWED, 'login.designerNeedsDeveloper');
  }
  // The designer and the assistant need a seat of their licence category.
  await claimClientSeat(app, user.id, input.clientType, lang);
  // The first sign-in teaches the first address; later ones from elsewhere are reported.
  const known = user.knownIps;
  if (known.length > 0 && !known.includes(ip)) await accountAlerts.newIp(app, user.id, ip, lang);
  await db
    .update(users)
    .set({ knownIps: [ip, ...known.filter((k) => k !== ip)].slice(0, KNOWN_IPS) })
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
