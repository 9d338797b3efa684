/**
 * Response codes (console-core.md §8). The numbers the spec names keep their
 * meaning; the rest are ours and documented in docs/api.md.
 */
export const Code = {
  SUCCESS: 0,
  /** A request the server cannot accept (bad parameters, failed validation). */
  BAD_REQUEST: 400,
  /** The caller is known but may not do this. */
  FORBIDDEN: 403,
  /** The interface does not exist. */
  NOT_FOUND: 404,
  /** A shared run record that does not exist or has expired (the console shows its 405 page). */
  SHARE_UNAVAILABLE: 405,
  /** The target exists in another state than the call needs (duplicate, transition refused). */
  CONFLICT: 409,
  /** Too many wrong attempts (share extraction codes): wait and try again. */
  TOO_MANY_ATTEMPTS: 429,
  /** System exception. */
  SERVER_ERROR: 500,
  /** Session: no token was sent. */
  SESSION_MISSING: 4003,
  /** Session: the token is unknown or malformed. */
  SESSION_INVALID: 4005,
  /** Session: the token expired through inactivity. */
  SESSION_EXPIRED: 4007,
  /** Session: the token was revoked (logout, lock, signed in elsewhere). */
  SESSION_REVOKED: 4008,
  /** Session: the account can no longer hold a session (locked, deleted, licence withdrawn). */
  SESSION_ACCOUNT_UNAVAILABLE: 4009,
  /** The `signature` header is missing, wrong, or its timestamp is more than 5 minutes off. */
  SIGNATURE_INVALID: 4011,
  /** The user must change their password before anything else (isNeedModifyPwd = 1). */
  PASSWORD_CHANGE_REQUIRED: 4012,
  /** Open API: unknown AppKey or wrong AppSecret. */
  APP_CREDENTIALS_INVALID: 4101,
  /** Open API: the application is disabled. */
  APP_DISABLED: 4102,
  /** Open API: no bearer token, or one the server never gave (or its application was deleted or its secret reset). */
  APP_TOKEN_INVALID: 4103,
  /** Open API: the bearer token's lifetime is over; ask for a new one. */
  APP_TOKEN_EXPIRED: 4104,
  /** A failure the console reports as `status: false` with the message, without a popup. */
  QUIET_FAILURE: 50011,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** The codes that mean "session invalid or expired: show the message and log out". */
export const SESSION_CODES: readonly number[] = [
  Code.SESSION_MISSING,
  Code.SESSION_INVALID,
  Code.SESSION_EXPIRED,
  Code.SESSION_REVOKED,
  Code.SESSION_ACCOUNT_UNAVAILABLE,
];

export function isSessionCode(code: number): boolean {
  return SESSION_CODES.includes(code);
}
