import { Code, type IdentityId } from '@rpa/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { randomToken, type Sealer, sha256Hex } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { sessions } from '../../platform/db/schema';
import { AppError } from '../../platform/http/errors';
import { users } from '../users';

export interface Session {
  tokenHash: string;
  userId: number;
  account: string;
  realName: string;
  departmentId: number;
  curIden: IdentityId;
  clientType: string;
  signKey: string;
  isNeedModifyPwd: boolean;
}

/** Sliding expiry is written at most this often, not on every call. */
export const RENEW_EVERY_MS = 30_000;

export async function createSession(
  db: Db,
  sealer: Sealer,
  input: { userId: number; curIden: IdentityId; clientType: string; ip: string; timeoutMinutes: number },
): Promise<{ token: string; signKey: string }> {
  const token = randomToken(32);
  const signKey = randomToken(32);
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId: input.userId,
    signKeyEnc: sealer.seal(signKey),
    clientType: input.clientType,
    curIden: input.curIden,
    ip: input.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + input.timeoutMinutes * 60_000),
  });
  return { token, signKey };
}

/**
 * The live session of a token, renewing its sliding expiry (unless `renew`
 * is false: a check that is not the user's doing); otherwise the session
 * code that says why not. Checked against the database on every call, so a
 * revocation holds at once on every node.
 */
export async function resolveSession(
  db: Db,
  sealer: Sealer,
  token: string | undefined,
  timeoutMinutes: number,
  renew = true,
): Promise<Session> {
  if (!token) throw new AppError(Code.SESSION_MISSING, 'error.sessionMissing');
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) throw new AppError(Code.SESSION_INVALID, 'error.sessionInvalid');
  const { s, u } = row;
  if (s.revokedAt) throw new AppError(Code.SESSION_REVOKED, 'error.sessionRevoked');
  const now = Date.now();
  if (s.expiresAt.getTime() <= now) throw new AppError(Code.SESSION_EXPIRED, 'error.sessionExpired');
  if (u.status !== 'normal')
    throw new AppError(Code.SESSION_ACCOUNT_UNAVAILABLE, 'error.sessionAccountUnavailable');
  if (renew && now - s.lastSeenAt.getTime() > RENEW_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + timeoutMinutes * 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    userId: u.id,
    account: u.account,
    realName: u.realName,
    departmentId: u.departmentId,
    curIden: s.curIden as IdentityId,
    clientType: s.clientType,
    signKey: sealer.open(s.signKeyEnc),
    isNeedModifyPwd: u.isNeedModifyPwd,
  };
}

export async function revokeSession(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
}

/**
 * Ends every live session of a user (lock, delete, password set or reset),
 * or every one but `keep` (the user's own password change).
 */
export async function revokeUserSessions(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.tokenHash, keep) : undefined,
      ),
    );
}

export async function setCurrentIdentity(db: Db, tokenHash: string, identity: IdentityId): Promise<void> {
  await db.update(sessions).set({ curIden: identity }).where(eq(sessions.tokenHash, tokenHash));
}
