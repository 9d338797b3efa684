import { authApi, type OplogText, usersApi } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { getPolicy } from '../security';
import { users } from '../users';
import { issueCaptcha } from './captcha';
import { ipOf, tokenOf } from './guard';
import { exchangeHandover, issueHandover } from './handover';
import { login } from './login';
import { RENEW_EVERY_MS, revokeSession } from './sessions';

function describeLogin(req: FastifyRequest): OplogText {
  const body = (req.body ?? {}) as { clientType?: unknown };
  return {
    key: 'login',
    params: { client: typeof body.clientType === 'string' ? body.clientType.slice(0, 20) : '?' },
  };
}

/** Sign-in, captcha, the public key, token validation and sign-out (console-core.md §7). */
export async function authRoutes(api: FastifyInstance): Promise<void> {
  route(api, authApi.publicKey, async () => ({
    publicKey: api.rsaKeys.publicKey,
    algorithm: 'RSA-OAEP' as const,
    hash: 'SHA-256' as const,
  }));

  route(api, authApi.timesVCode, async () => {
    const { captchaAfterFailures } = await getPolicy(api.database.db);
    return { times: captchaAfterFailures };
  });

  route(api, authApi.captcha, async (_req, { uuid }, reply) => {
    const image = await issueCaptcha(api.database.db, uuid, api.captchaText());
    return reply.header('cache-control', 'no-store').type('image/jpeg').send(image);
  });

  // Its failures carry login codes that the console handles itself.
  route(api, authApi.token, logged('auth', 'login', describeLogin), async (req, input) => {
    req.opActor = { userId: null, userName: input.username.slice(0, 50), identity: null };
    const { response, userId } = await login(api, input, ipOf(req), req.lang);
    req.opActor = { userId, userName: response.user.userAlias, identity: response.curIden };
    return response;
  });

  route(api, authApi.handover, async (req) => {
    const s = req.requireSession();
    return { token: await issueHandover(api, s.userId), identity: s.curIden, expiresInSeconds: 60 };
  });

  route(
    api,
    authApi.exchange,
    logged('auth', 'login', () => ({ key: 'handoverLogin' })),
    async (req, input) => {
      const { response, userId } = await exchangeHandover(api, input.token, input.identity, ipOf(req));
      req.opActor = { userId, userName: response.user.userAlias, identity: response.curIden };
      return response;
    },
  );

  route(api, authApi.validate, { duringPasswordChange: true }, async (req) => {
    const s = req.requireSession();
    return { valid: true as const, userId: s.userId, curIden: s.curIden };
  });

  route(api, authApi.tokenConfig, { duringPasswordChange: true }, async () => ({
    sessionTimeoutMinutes: (await getPolicy(api.database.db)).sessionTimeoutMinutes,
    sliding: true as const,
    renewIntervalSeconds: RENEW_EVERY_MS / 1000,
  }));

  // The token comes in the accesstoken header (or Authorization: Bearer); the
  // access_token query of older clients is still read, and kept out of the log.
  route(
    api,
    authApi.logout,
    logged('auth', 'logout', () => ({ key: 'logout' })),
    async (req, query) => {
      const token = tokenOf(req) ?? query.access_token;
      const userId = token ? await revokeSession(api.database.db, token) : null;
      const [user] = userId
        ? await api.database.db.select({ account: users.account }).from(users).where(eq(users.id, userId))
        : [];
      req.opActor = { userId, userName: user?.account ?? '', identity: null };
      // Nothing to end: the log row says so; the console goes on to /console/ either way.
      req.opFailed = !userId;
      return null;
    },
  );

  // The session lives in the accesstoken header, not in cookies; this clears any cookie the browser sent.
  route(api, usersApi.clearCookie, async (req, _input, reply) => {
    const names = (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.split('=')[0]?.trim())
      .filter((n): n is string => !!n);
    for (const name of names)
      reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return null;
  });
}
