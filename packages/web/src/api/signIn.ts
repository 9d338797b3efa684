import type { authApi, InputOf, ResultOf } from '@rpa/contracts';
import { SIGN_IN_PATHS } from '@rpa/contracts';
import type forgeModule from 'node-forge';
import { api } from './client';

/**
 * The calls of the login page. They go to the paths the route declarations
 * share with them (SIGN_IN_PATHS) and take their types from those
 * declarations, without building them: the first page carries no schemas.
 */

let publicKey: Promise<forgeModule.pki.rsa.PublicKey> | null = null;

/**
 * RSA-OAEP (SHA-256) under the server's public key, base64: how passwords travel.
 * node-forge rather than WebCrypto, which browsers offer only on HTTPS or
 * localhost; loaded on first use, so pages that encrypt nothing do not carry it.
 */
export async function encryptPassword(plain: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  publicKey ??= api()
    .get<ResultOf<typeof authApi.publicKey>>(SIGN_IN_PATHS.publicKey)
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
export const login = (body: InputOf<typeof authApi.token>) =>
  api().post<ResultOf<typeof authApi.token>>(SIGN_IN_PATHS.token, body, { silent: true });
export const captchaTimes = () =>
  api().post<ResultOf<typeof authApi.timesVCode>>(SIGN_IN_PATHS.timesVCode, undefined);
/** The image's address for an `<img>` (not fetched through the client). */
export const captchaUrl = (baseURL: string, uuid: string) =>
  `${baseURL}${SIGN_IN_PATHS.captcha}?uuid=${encodeURIComponent(uuid)}`;
