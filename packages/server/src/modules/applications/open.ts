import { Code, openApi } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { departments } from '../departments';
import { logged } from '../oplog';
import { issueToken } from './credentials';

/** RFC 6749 §5.2's error for each refusal of the token endpoint. */
const OAUTH_ERRORS: Record<number, string> = {
  [Code.APP_CREDENTIALS_INVALID]: 'invalid_client',
  [Code.APP_DISABLED]: 'unauthorized_client',
  [Code.BAD_REQUEST]: 'invalid_request',
};

/** `Authorization: Basic base64(client_id:client_secret)` (RFC 6749 §2.3.1). */
function basicCredentials(req: FastifyRequest): { id: string; secret: string } | null {
  const header = req.headers.authorization ?? '';
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!basic?.[1]) return null;
  const text = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  return { id: decodeURIComponent(text.slice(0, colon)), secret: decodeURIComponent(text.slice(colon + 1)) };
}

/**
 * The open API's own calls (docs/open-api.md): the OAuth 2.0 token endpoint,
 * which OAuth client libraries can use as is (form or JSON body, Basic
 * credentials, the RFC's fields beside the envelope's), and who-am-I.
 */
export async function openRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  // OAuth clients send the token request as a form (RFC 6749 §4.4.2); only this scope reads forms.
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  api.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.url !== `${api.prefix}${openApi.token.path}` || typeof payload !== 'string') {
      return payload;
    }
    reply.header('cache-control', 'no-store');
    try {
      const body = JSON.parse(payload) as { code: number; result: Record<string, unknown> | null };
      const beside =
        body.code === 0 && body.result
          ? body.result
          : { error: OAUTH_ERRORS[body.code] ?? 'invalid_request' };
      return JSON.stringify({ ...body, ...beside });
    } catch {
      return payload;
    }
  });

  // Logged as the application's sign-in: by its name, or by the AppKey given when that fails.
  route(api, openApi.token, logged('openApi', 'login'), async (req, input) => {
    const basic = basicCredentials(req);
    const id = basic?.id ?? input.client_id;
    const secret = basic?.secret ?? input.client_secret;
    req.opActor = { userId: null, userName: (id ?? '').slice(0, 50), identity: null };
    if (!id || !secret) throw new AppError(Code.APP_CREDENTIALS_INVALID, 'open.credentialsInvalid');
    const { token, name } = await issueToken(db, id, secret);
    req.opActor = { ...req.opActor, userName: name };
    return token;
  });

  route(api, openApi.application, async (req) => {
    const app = req.requireApplication();
    const [department] = await db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.id, app.departmentId));
    return {
      name: app.name,
      appKey: app.appKey,
      departmentId: app.departmentId,
      departmentName: department?.name ?? '',
    };
  });
}
