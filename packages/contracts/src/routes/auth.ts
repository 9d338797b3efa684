import { z } from 'zod';
import { LOGIN_ACCOUNT_MAX } from '../auth';
import { ClientType } from '../enums';
import { defineRoutes } from '../route';
import { identityId } from '../schemas';
import { userSummary } from './menus';
import { SIGN_IN_PATHS } from './sign-in';

/** Sign-in, captcha, the public key, token validation, hand-over and sign-out (console-core.md §7). */

/** The captcha's key chosen by the client: letters, digits and dashes. */
export const CAPTCHA_UUID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** `password` is RSA-OAEP (SHA-256) ciphertext, base64, under the public key. */
export const loginRequest = z.object({
  username: z.string().trim().min(1).max(LOGIN_ACCOUNT_MAX),
  password: z.string().min(1).max(1024),
  clientType: z.enum(Object.values(ClientType)),
  /** Required once the account has failed `times` logins (timesVCode). */
  captcha: z.string().max(10).optional(),
  uuid: z.string().regex(CAPTCHA_UUID_PATTERN).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  /** Opaque token for the `accesstoken` header. */
  token: z.string(),
  /** Per-session key for the `signature` header (HMAC-SHA256). */
  signKey: z.string(),
  /** Minutes of inactivity after which the session ends (sliding). */
  sessionTimeoutMinutes: z.number().int(),
  user: userSummary,
  idenList: z.array(identityId),
  curIden: identityId,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * How a client keeps its session (console-administration.md §7, GET
 * /sys/tokenConfig): there is no refresh call; every authenticated call moves
 * the end of the session on, at most once per `renewIntervalSeconds`.
 */
export const tokenConfig = z.object({
  /** Minutes of inactivity that end a session: the security tab's session timeout. */
  sessionTimeoutMinutes: z.number().int(),
  /** Always true: the expiry slides with use. */
  sliding: z.literal(true),
  /** How often at most a call moves the expiry on. */
  renewIntervalSeconds: z.number().int(),
});
export type TokenConfig = z.infer<typeof tokenConfig>;

export const authApi = defineRoutes('auth', {
  publicKey: {
    method: 'GET',
    path: SIGN_IN_PATHS.publicKey,
    permission: 'public',
    summary: 'The RSA public key (PEM) passwords are encrypted under.',
    result: z.object({
      publicKey: z.string(),
      algorithm: z.literal('RSA-OAEP'),
      hash: z.literal('SHA-256'),
    }),
  },
  timesVCode: {
    path: SIGN_IN_PATHS.timesVCode,
    permission: 'public',
    summary: 'Failed sign-ins after which the captcha is required.',
    result: z.object({ times: z.number().int() }),
  },
  captcha: {
    method: 'GET',
    path: SIGN_IN_PATHS.captcha,
    permission: 'public',
    summary: 'A captcha image (JPEG) for the given key; a new one replaces the previous one.',
    input: z.object({ uuid: z.string().regex(CAPTCHA_UUID_PATTERN) }),
    result: z.null(),
    kind: 'download',
  },
  token: {
    path: SIGN_IN_PATHS.token,
    permission: 'public',
    summary: 'Signs in; failures answer the login codes (1001-1009) the console handles itself.',
    input: loginRequest,
    result: loginResponse,
  },
  handover: {
    path: '/oauth/handover',
    permission: 'session',
    summary: 'A one-time token (60 seconds) that signs the caller in elsewhere.',
    result: z.object({ token: z.string(), identity: identityId, expiresInSeconds: z.number().int() }),
  },
  exchange: {
    path: '/oauth/exchange',
    permission: 'public',
    summary: 'Signs in with a hand-over token, optionally in another identity.',
    input: z.object({
      token: z.string().min(10).max(200),
      identity: z.coerce.number<number>().int().min(1).max(4).optional(),
    }),
    result: loginResponse,
  },
  validate: {
    path: '/oauth/validate',
    permission: 'session',
    summary: "Whether the caller's token is valid, and whose it is.",
    result: z.object({ valid: z.literal(true), userId: z.number().int(), curIden: identityId }),
  },
  tokenConfig: {
    method: 'GET',
    path: '/sys/tokenConfig',
    permission: 'session',
    summary: 'How long a session lasts without use and how its expiry slides, from the security settings.',
    result: tokenConfig,
  },
  logout: {
    method: 'GET',
    path: '/oauth/logout',
    permission: 'public',
    summary: 'Ends the session of the token in the accesstoken header (access_token query of older clients).',
    input: z.object({ access_token: z.string().optional() }),
    result: z.null(),
  },
});
