/**
 * The longest account the sign-in form takes: the token call's rule, kept
 * here without zod so the login page (which builds no schema) obeys it too.
 */
export const LOGIN_ACCOUNT_MAX = 50;

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
  /** A directory user's password could not be checked: the AD domain did not answer. */
  DIRECTORY_UNAVAILABLE: 1010,
} as const;
