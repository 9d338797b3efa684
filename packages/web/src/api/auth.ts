import { authApi, type InputOf, menusApi, type ResultOf, securityApi, usersApi } from '@rpa/contracts';
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
  publicKey ??= call(authApi.publicKey)
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
export const login = (body: InputOf<typeof authApi.token>) => call(authApi.token, body, { silent: true });
export const exchangeHandover = (token: string, identity?: number) =>
  call(authApi.exchange, { token, identity }, { silent: true });
export const captchaTimes = () => call(authApi.timesVCode);
/** The image's address for an `<img>` (not fetched through the client). */
export const captchaUrl = (baseURL: string, uuid: string) =>
  `${baseURL}${authApi.captcha.path}?uuid=${encodeURIComponent(uuid)}`;
/** The token goes in its header: a query string would land in access logs. */
export const logout = (token: string) =>
  api().send<ResultOf<typeof authApi.logout>>({
    method: authApi.logout.method,
    url: authApi.logout.path,
    headers: { accesstoken: token },
  });
export const clearCookie = () => call(usersApi.clearCookie);
export const userMenu = (idenMenuId: number | null) => call(menusApi.userMenu, { idenMenuId });
export const userButtons = (menuId: number) => call(menusApi.userButton, { menuId }, { silent: true });
export const passwordRule = () => call(securityApi.complex);
export const modifyPassword = (body: InputOf<typeof usersApi.modifyPwd>) => call(usersApi.modifyPwd, body);
