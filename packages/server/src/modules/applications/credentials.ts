import { Code, OPEN_TOKEN_TTL_SECONDS, type OpenToken } from '@rpa/contracts';
import { and, eq, lt } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { applications, applicationTokens } from './schema';

/** Prefixes tell an AppKey, a secret and a token apart in a config file or a log. */
const KEY_PREFIX = 'ak_';
const SECRET_PREFIX = 'as_';
export const TOKEN_PREFIX = 'at_';
/** Characters of a secret kept in clear to tell secrets apart in the list. */
const SHOWN = 8;
/** An expired token is still recognised (and refused as expired, not unknown) this long. */
const EXPIRED_KEPT_MS = 24 * 3600_000;

export const newAppKey = () => KEY_PREFIX + randomToken(12);

/** A new secret and what is stored of it. */
export function newSecret() {
  const secret = SECRET_PREFIX + randomToken(32);
  return { secret, stored: { secretHash: sha256Hex(secret), secretPrefix: secret.slice(0, SHOWN) } };
}

export interface OpenCaller {
  id: number;
  name: string;
  appKey: string;
  departmentId: number;
  /** Open-API calls a minute. */
  rateLimit: number;
}

/**
 * OAuth 2.0 client credentials: a token for a known, enabled application
 * whose secret matches. Looked up by the secret's hash, so no secret is
 * compared character by character.
 */
export async function issueToken(
  db: Db,
  appKey: string,
  secret: string,
): Promise<{ token: OpenToken; name: string }> {
  const [app] = await db
    .select({ id: applications.id, name: applications.name, enabled: applications.enabled })
    .from(applications)
    .where(and(eq(applications.appKey, appKey), eq(applications.secretHash, sha256Hex(secret))));
  if (!app) throw new AppError(Code.APP_CREDENTIALS_INVALID, 'open.credentialsInvalid');
  if (!app.enabled) throw new AppError(Code.APP_DISABLED, 'open.applicationDisabled', { name: app.name });
  const token = TOKEN_PREFIX + randomToken(32);
  const now = Date.now();
  await db
    .delete(applicationTokens)
    .where(
      and(
        eq(applicationTokens.applicationId, app.id),
        lt(applicationTokens.expiresAt, new Date(now - EXPIRED_KEPT_MS)),
      ),
    );
  await db.insert(applicationTokens).values({
    tokenHash: sha256Hex(token),
    applicationId: app.id,
    expiresAt: new Date(now + OPEN_TOKEN_TTL_SECONDS * 1000),
  });
  await db
    .update(applications)
    .set({ lastTokenAt: new Date(now) })
    .where(eq(applications.id, app.id));
  return {
    token: { access_token: token, token_type: 'Bearer', expires_in: OPEN_TOKEN_TTL_SECONDS },
    name: app.name,
  };
}

/** The application a bearer token belongs to; otherwise the code that says why not. */
export async function resolveToken(db: Db, token: string | undefined): Promise<OpenCaller> {
  if (!token) throw new AppError(Code.APP_TOKEN_INVALID, 'open.tokenMissing');
  const [found] = await db
    .select({
      id: applications.id,
      name: applications.name,
      appKey: applications.appKey,
      departmentId: applications.departmentId,
      rateLimit: applications.rateLimit,
      enabled: applications.enabled,
      expiresAt: applicationTokens.expiresAt,
    })
    .from(applicationTokens)
    .innerJoin(applications, eq(applications.id, applicationTokens.applicationId))
    .where(eq(applicationTokens.tokenHash, sha256Hex(token)));
  if (!found) throw new AppError(Code.APP_TOKEN_INVALID, 'open.tokenInvalid');
  if (found.expiresAt.getTime() <= Date.now())
    throw new AppError(Code.APP_TOKEN_EXPIRED, 'open.tokenExpired');
  if (!found.enabled) throw new AppError(Code.APP_DISABLED, 'open.applicationDisabled', { name: found.name });
  const { enabled: _, expiresAt: __, ...caller } = found;
  return caller;
}

/** Whether a token is one of an application's (live or expired), to refuse it on console calls by name. */
export async function isApplicationToken(db: Db, token: string): Promise<boolean> {
  const [found] = await db
    .select({ id: applicationTokens.applicationId })
    .from(applicationTokens)
    .where(eq(applicationTokens.tokenHash, sha256Hex(token)));
  return !!found;
}
