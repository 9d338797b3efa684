import { type LoginRequest, type LoginResponse, menusApi, type PasswordRule } from '@rpa/contracts';
import type forgeModule from 'node-forge';
import { call } from './call';
import { api } from './client';

let publicKey: Promise<forgeModule.pki.rsa.PublicKey> | null = null;

/**
 * RSA-OAEP (SHA-256) under the server's public key, base64: how passwords travel.
 * node-forge rather than WebCrypto, which browsers offer only on HTTPS or
 * localhost; loaded on first use, so pages that encrypt nothing do not carry it.
 */
export async function encryptPassword(plain: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  publicKey ??= api()
    .get<{ publicKey: string }>('/oauth/publicKey')
    .then((r) => forge.pki.publicKeyFromPem(r.publicKey))
    .catch((err: unknown) => {
      publicKey = null;
      throw err;
    });
  const key = await publicKey;
  const sealed = key.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(sealed);
}

/** The token call: its failures are handled by the login page, not the generic handler. */
export const login = (body: LoginRequest) =>
  api().post<LoginResponse>('/oauth/token', body, { silent: true });
export const exchangeHandover = (token: string, identity?: number) =>
  api().post<LoginResponse>('/oauth/exchange', { token, identity }, { silent: true });
export const captchaTimes = () => api().post<{ times: number }>('/sysconfapi/timesVCode');
export const captchaUrl = (baseURL: string, uuid: string) =>
  `${baseURL}/oauth/captcha.jpg?uuid=${encodeURIComponent(uuid)}`;
/** The token goes in its header: a query string would land in access logs. */
export const logout = (token: string) =>
  api().send<null>({ method: 'GET', url: '/oauth/logout', headers: { accesstoken: token } });
export const clearCookie = () => api().post<null>('/sauth/user/clearCookie');
export const userMenu = (idenMenuId: number | null) => call(menusApi.userMenu, { idenMenuId });
export const userButtons = (menuId: number) => call(menusApi.userButton, { menuId }, { silent: true });
export const passwordRule = () => api().post<PasswordRule>('/sys/pwdSafe/complex');
export const modifyPassword = (body: {
  id: number;
  oldPassWord: string;
  newPassWord: string;
  confirmPassWord: string;
}) => api().post<null>('/sauth/user/modifyPwd', body);
