import type { ClientTypeValue, IdentityId } from './enums';
import type { UserSummary } from './routes/menus';

/** POST /oauth/token. `password` is RSA-OAEP (SHA-256) ciphertext, base64, under GET /oauth/publicKey. */
export interface LoginRequest {
  username: string;
  password: string;
  clientType: ClientTypeValue;
  /** Required once the account has failed `times` logins (POST /sysconfapi/timesVCode). */
  captcha?: string;
  uuid?: string;
}

export interface LoginResponse {
  /** Opaque token for the `accesstoken` header. */
  token: string;
  /** Per-session key for the `signature` header (HMAC-SHA256). */
  signKey: string;
  /** Minutes of inactivity after which the session ends (sliding). */
  sessionTimeoutMinutes: number;
  user: UserSummary;
  idenList: IdentityId[];
  curIden: IdentityId;
}

/** Codes of the token call; the console handles them itself, not through the generic handler. */
export const LoginCode = {
  BAD_CREDENTIALS: 1001,
  CAPTCHA_REQUIRED: 1002,
  CAPTCHA_WRONG: 1003,
  ACCOUNT_LOCKED: 1004,
  TEMPORARILY_LOCKED: 1005,
  NO_PERMISSION: 1006,
  PASSWORD_UNREADABLE: 1007,
  CLIENT_NOT_ALLOWED: 1008,
  /** Too many failed sign-ins from the caller's address in the current window. */
  TOO_MANY_ATTEMPTS: 1009,
} as const;
