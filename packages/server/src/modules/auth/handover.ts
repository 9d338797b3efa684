import { Code, type IdentityId } from '@rpa/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256Hex } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import { identitiesOf } from '../roles';
import { users } from '../users';
import { type LoginResult, openSession } from './login';
import { handovers } from './schema';

export const HANDOVER_TTL_MS = 60_000;

/** A one-time token, valid for a minute, that opens the console as the caller (/outLogin?token=). */
export async function issueHandover(app: FastifyInstance, userId: number): Promise<string> {
  const token = randomToken(32);
  await app.database.db
    .insert(handovers)
    .values({ tokenHash: sha256Hex(token), userId, expiresAt: new Date(Date.now() + HANDOVER_TTL_MS) });
  return token;
}

/** Spends a hand-over token on a new web session, in the asked identity when the user holds it. */
export async function exchangeHandover(
  app: FastifyInstance,
  token: string,
  identity: number | undefined,
  ip: string,
): Promise<LoginResult> {
  const db = app.database.db;
  const [row] = await db
    .delete(handovers)
    .where(and(eq(handovers.tokenHash, sha256Hex(token)), gt(handovers.expiresAt, new Date())))
    .returning();
  if (!row) throw new AppError(Code.SESSION_INVALID, 'error.sessionInvalid');
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (user?.status !== 'normal') {
    throw new AppError(Code.SESSION_ACCOUNT_UNAVAILABLE, 'error.sessionAccountUnavailable');
  }
  const idenList = await identitiesOf(db, user.id);
  if (idenList.length === 0) throw new AppError(Code.SESSION_ACCOUNT_UNAVAILABLE, 'login.noPermission');
  const curIden = idenList.includes(identity as IdentityId)
    ? (identity as IdentityId)
    : (idenList[0] as IdentityId);
  return openSession(app, user, idenList, curIden, 'web', ip);
}
