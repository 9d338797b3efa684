import { constants, publicEncrypt } from 'node:crypto';
import { type Envelope, type LoginResponse, signatureHeaders } from '@rpa/contracts';

const PASSWORD = 'Console@2026';

export type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * A signed-in console session over HTTP, as the console signs its calls.
 * The demo `user` (Finance) may run the demo's published process; `admin`
 * manages the variables and task data of every department.
 */
export async function signIn(api: string, account: 'user' | 'admin' = 'user') {
  const key = (await (await fetch(`${api}/oauth/publicKey`)).json()) as Envelope<{ publicKey: string }>;
  const password = publicEncrypt(
    { key: key.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  ).toString('base64');
  const res = (await (
    await fetch(`${api}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account, password, clientType: 'web' }),
    })
  ).json()) as Envelope<LoginResponse>;
  if (res.code !== 0) throw new Error(`sign-in as ${account} failed: ${res.msg}`);
  const { token, signKey } = res.result;
  return {
    async post<T>(path: string, body: Record<string, unknown>): Promise<Envelope<T>> {
      const r = await fetch(`${api}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          lang: 'en_US',
          accesstoken: token,
          ...signatureHeaders(signKey, 'POST', path, body),
        },
        body: JSON.stringify(body),
      });
      return (await r.json()) as Envelope<T>;
    },
  };
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
