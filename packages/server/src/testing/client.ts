import { constants, publicEncrypt } from 'node:crypto';
import { type Envelope, type LoginResponse, signatureHeaders } from '@rpa/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** What the browser does to a password: RSA-OAEP (SHA-256) under the server's public key, base64. */
export function encryptPassword(app: FastifyInstance, plain: string): string {
  return publicEncrypt(
    { key: app.rsaKeys.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain),
  ).toString('base64');
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { username, password: encryptPassword(app, password), clientType: 'web', ...extra },
  });
  return res.json() as Envelope<LoginResponse>;
}

export interface Caller {
  token: string;
  signKey: string;
  login: LoginResponse;
  /** A signed call as the console makes it. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    body?: Record<string, unknown>,
    opts?: Partial<InjectOptions>,
  ): Promise<{ status: number; body: Envelope<T> }>;
  /** A multipart upload of one file (field `file`), signed over the query only, as the console does. */
  upload<T = unknown>(
    url: string,
    fileName: string,
    content: Buffer,
    opts?: Partial<InjectOptions>,
  ): Promise<{ status: number; body: Envelope<T> }>;
  /** A signed call answered with a file. */
  download(
    method: 'GET' | 'POST',
    url: string,
    body?: Record<string, unknown>,
  ): Promise<{ status: number; type: string; raw: Buffer }>;
}

/** Signs in (as the web console unless `extra` says another client) and returns a caller that signs every request like the console. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<Caller> {
  const res = await login(app, username, password, extra);
  if (res.code !== 0) throw new Error(`login of ${username} failed: ${res.code} ${res.msg}`);
  const { token, signKey } = res.result;
  return {
    token,
    signKey,
    login: res.result,
    async call(method, url, body, opts = {}) {
      const r = await app.inject({
        method,
        url: `/api${url}`,
        headers: {
          accesstoken: token,
          ...signatureHeaders(signKey, method, url, body),
          ...(opts.headers ?? {}),
        },
        ...(body ? { payload: body } : {}),
      });
      return { status: r.statusCode, body: r.json() };
    },
    async upload(url, fileName, content, opts = {}) {
      const form = new FormData();
      form.append('file', new Blob([content]), fileName);
      const encoded = new Request('http://x', { method: 'POST', body: form });
      const r = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: {
          accesstoken: token,
          ...signatureHeaders(signKey, 'POST', url),
          'content-type': encoded.headers.get('content-type') ?? '',
          ...(opts.headers ?? {}),
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      return { status: r.statusCode, body: r.json() };
    },
    async download(method, url, body) {
      const r = await app.inject({
        method,
        url: `/api${url}`,
        headers: { accesstoken: token, ...signatureHeaders(signKey, method, url, body) },
        ...(body ? { payload: body } : {}),
      });
      return { status: r.statusCode, type: String(r.headers['content-type'] ?? ''), raw: r.rawPayload };
    },
  };
}

/** Changes the caller's own password as the console does (each password encrypted), answered in `lang`. */
export function changeOwnPassword(
  app: FastifyInstance,
  c: Caller,
  current: string,
  next: string,
  lang = 'en_US',
) {
  return c.call(
    'POST',
    '/sauth/user/modifyPwd',
    {
      id: c.login.user.id,
      oldPassWord: encryptPassword(app, current),
      newPassWord: encryptPassword(app, next),
      confirmPassWord: encryptPassword(app, next),
    },
    { headers: { lang } },
  );
}

/**
 * Gives the caller an email address in the personal centre and asks for alert
 * mail of `categories`; answers the settings call. Fails the test when the
 * address is refused.
 */
export async function askForAlertMail(c: Caller, email: string, categories: string[]) {
  const saved = await c.call('POST', '/sys/personal/save', {
    realName: c.login.user.userName,
    email,
    phone: '13800000000',
  });
  if (saved.body.code !== 0) throw new Error(`personal details refused: ${saved.body.msg}`);
  return c.call<{ receiveEmail: boolean; alertCategories: string[] }>('POST', '/sys/personal/alertConf', {
    receiveEmail: true,
    alertCategories: categories,
  });
}
