import { constants, publicEncrypt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Envelope, type LoginResponse, sign } from '@rpa/contracts';

export const DEMO_PASSWORD = 'Console@2026';
const api = (path: string) => `/api${path}`;

/** Signs in through the API as the console does (RSA-OAEP password), for set-up steps. */
export async function apiLogin(request: APIRequestContext, account: string, password = DEMO_PASSWORD) {
  const key = (await (await request.get(api('/oauth/publicKey'))).json()) as Envelope<{ publicKey: string }>;
  const encrypted = publicEncrypt(
    { key: key.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const res = (await (
    await request.post(api('/oauth/token'), {
      data: { username: account, password: encrypted, clientType: 'web' },
    })
  ).json()) as Envelope<LoginResponse>;
  expect(res.code, res.msg).toBe(0);
  const { token, signKey } = res.result;
  return {
    ...res.result,
    encrypt: (plain: string) =>
      publicEncrypt(
        { key: key.result.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(plain),
      ).toString('base64'),
    async post<T>(path: string, body: Record<string, unknown> = {}) {
      const timestamp = String(Date.now());
      const r = await request.post(api(path), {
        data: body,
        headers: { accesstoken: token, timestamp, signature: sign(signKey, body, timestamp) },
      });
      return (await r.json()) as Envelope<T>;
    },
  };
}

/** Signs in through the login page. */
export async function uiLogin(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('./user/login');
  await page.getByTestId('login-username').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Starts in a given language, as a user who chose it before. */
export async function useLanguage(page: Page, lang: 'zh_CN' | 'en_US') {
  await page.addInitScript((l) => window.localStorage.setItem('lang', l), lang);
}
