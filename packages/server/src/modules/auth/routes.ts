import { ClientType, Code, type LoginRequest, type OplogText, ok } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { getPolicy } from '../security/policy';
import { users } from '../users/schema';
import { issueCaptcha, UUID_PATTERN } from './captcha';
import { ipOf, tokenOf } from './guard';
import { exchangeHandover, issueHandover } from './handover';
import { login } from './login';
import { revokeSession } from './sessions';

const loginSchema: z.ZodType<LoginRequest> = z.object({
  username: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(1024),
  clientType: z.enum(Object.values(ClientType)),
  captcha: z.string().max(10).optional(),
  uuid: z.string().regex(UUID_PATTERN).optional(),
});

function describeLogin(req: FastifyRequest): OplogText {
  const body = (req.body ?? {}) as { clientType?: unknown };
  return {
    key: 'login',
    params: { client: typeof body.clientType === 'string' ? body.clientType.slice(0, 20) : '?' },
  };
}

const exchangeSchema = z.object({
  token: z.string().min(10).max(200),
  identity: z.coerce.number().int().min(1).max(4).optional(),
});

/** Sign-in, captcha, the public key, token validation and sign-out (console-core.md §7). */
export async function authRoutes(api: FastifyInstance): Promise<void> {
  api.get('/oauth/publicKey', { config: { permission: 'public' } }, async () =>
    ok({ publicKey: api.rsaKeys.publicKey, algorithm: 'RSA-OAEP', hash: 'SHA-256' }),
  );

  api.post('/sysconfapi/timesVCode', { config: { permission: 'public' } }, async () => {
    const { captchaAfterFailures } = await getPolicy(api.database.db);
    return ok({ times: captchaAfterFailures });
  });

  api.get<{ Querystring: { uuid?: string } }>(
    '/oauth/captcha.jpg',
    { config: { permission: 'public' } },
    async (req, reply) => {
      const uuid = req.query.uuid ?? '';
      if (!UUID_PATTERN.test(uuid)) {
        throw new AppError(Code.BAD_REQUEST, 'error.badRequest', { detail: 'uuid' });
      }
      const image = await issueCaptcha(api.database.db, uuid, api.captchaText());
      return reply.header('cache-control', 'no-store').type('image/jpeg').send(image);
    },
  );

  // Its failures carry login codes that the console handles itself.
  api.post(
    '/oauth/token',
    { config: { permission: 'public', oplog: { module: 'auth', action: 'login', describe: describeLogin } } },
    async (req) => {
      const input = parse(loginSchema, req.body, req.lang);
      req.opActor = { userId: null, userName: input.username.slice(0, 50), identity: null };
      const { response, userId } = await login(api, input, ipOf(req), req.lang);
      req.opActor = { userId, userName: response.user.userAlias, identity: response.curIden };
      return ok(response);
    },
  );

  api.post('/oauth/handover', { config: { permission: 'session' } }, async (req) => {
    const s = req.requireSession();
    return ok({ token: await issueHandover(api, s.userId), identity: s.curIden, expiresInSeconds: 60 });
  });

  api.post(
    '/oauth/exchange',
    {
      config: {
        permission: 'public',
        oplog: { module: 'auth', action: 'login', describe: () => ({ key: 'handoverLogin' }) },
      },
    },
    async (req) => {
      const input = parse(exchangeSchema, req.body, req.lang);
      const { response, userId } = await exchangeHandover(api, input.token, input.identity, ipOf(req));
      req.opActor = { userId, userName: response.user.userAlias, identity: response.curIden };
      return ok(response);
    },
  );

  api.post(
    '/oauth/validate',
    { config: { permission: 'session', duringPasswordChange: true } },
    async (req) => {
      const s = req.requireSession();
      return ok({ valid: true, userId: s.userId, curIden: s.curIden });
    },
  );

  // The token comes in the accesstoken header (or Authorization: Bearer); the
  // access_token query of older clients is still read, and kept out of the log.
  api.get<{ Querystring: { access_token?: string } }>(
    '/oauth/logout',
    {
      config: {
        permission: 'public',
        oplog: { module: 'auth', action: 'logout', describe: () => ({ key: 'logout' }) },
      },
    },
    async (req) => {
      const token = tokenOf(req) ?? req.query.access_token;
      const userId = token ? await revokeSession(api.database.db, token) : null;
      const [user] = userId
        ? await api.database.db.select({ account: users.account }).from(users).where(eq(users.id, userId))
        : [];
      req.opActor = { userId, userName: user?.account ?? '', identity: null };
      // Nothing to end: the log row says so; the console goes on to /console/ either way.
      req.opFailed = !userId;
      return ok(null);
    },
  );

  // The session lives in the accesstoken header, not in cookies; this clears any cookie the browser sent.
  api.post('/sauth/user/clearCookie', { config: { permission: 'public' } }, async (req, reply) => {
    const names = (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.split('=')[0]?.trim())
      .filter((n): n is string => !!n);
    for (const name of names)
      reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return ok(null);
  });
}
