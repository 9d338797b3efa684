import { Code, format, type Lang, LoginCode, type MessageKey, messages } from '@rpa/contracts';

/** Looks up a server message in the caller's language. */
export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return format(messages[key][lang], params);
}

const STATUS_BY_CODE: Record<number, number> = {
  [Code.BAD_REQUEST]: 400,
  [Code.FORBIDDEN]: 403,
  [Code.NOT_FOUND]: 404,
  [Code.CONFLICT]: 409,
  // The envelope says 405 (the spec's page); over HTTP it is simply not found.
  [Code.SHARE_UNAVAILABLE]: 404,
  [Code.TOO_MANY_ATTEMPTS]: 429,
  [Code.SERVER_ERROR]: 500,
  [Code.SESSION_MISSING]: 401,
  [Code.SESSION_INVALID]: 401,
  [Code.SESSION_EXPIRED]: 401,
  [Code.SESSION_REVOKED]: 401,
  [Code.SESSION_ACCOUNT_UNAVAILABLE]: 401,
  [Code.SIGNATURE_INVALID]: 401,
  [Code.PASSWORD_CHANGE_REQUIRED]: 403,
  [Code.APP_CREDENTIALS_INVALID]: 401,
  [Code.APP_DISABLED]: 403,
  [Code.APP_TOKEN_INVALID]: 401,
  [Code.APP_TOKEN_EXPIRED]: 401,
  [LoginCode.BAD_CREDENTIALS]: 401,
  [LoginCode.CAPTCHA_REQUIRED]: 401,
  [LoginCode.CAPTCHA_WRONG]: 401,
  [LoginCode.ACCOUNT_LOCKED]: 423,
  [LoginCode.TEMPORARILY_LOCKED]: 423,
  [LoginCode.NO_PERMISSION]: 403,
  [LoginCode.PASSWORD_UNREADABLE]: 400,
  [LoginCode.CLIENT_NOT_ALLOWED]: 403,
  [LoginCode.DIRECTORY_UNAVAILABLE]: 503,
};

/**
 * A refusal the caller should see: its code goes into the envelope and its
 * message is localised when the response is written.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
  }

  get httpStatus(): number {
    return STATUS_BY_CODE[this.code] ?? 400;
  }
}
