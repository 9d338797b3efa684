import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../password';
import { defineRoutes } from '../route';
import { bilingual } from '../schemas';

/** Security settings (console-administration.md §5): menu 1901's security tab, and the password rule. */

export const SESSION_TIMEOUT_MIN = 10;
export const SESSION_TIMEOUT_MAX = 24 * 60;

/** Whether the text compiles as a regular expression. */
export function validRegex(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

export const passwordLevelName = z.enum(['low', 'medium', 'high']);

/** The rule a new password must follow. */
export const passwordRule = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  level: passwordLevelName,
  /** Extra server pattern (a regular expression), empty for none. */
  pattern: z.string(),
  /** What the pattern demands, shown when it fails. */
  patternDesc: bilingual,
});
export type PasswordRule = z.infer<typeof passwordRule>;

/**
 * The security tab's fields. Whether a pattern risks exponential matching
 * is checked by the server only (its checker is a server dependency).
 */
export const securityPolicy = z
  .object({
    minLength: z.number().int().min(PASSWORD_MIN).max(PASSWORD_MAX),
    maxLength: z.number().int().min(PASSWORD_MIN).max(PASSWORD_MAX),
    level: passwordLevelName,
    pattern: z.string().max(200).refine(validRegex, 'security.patternInvalid'),
    patternDesc: z.object({ zh_CN: z.string().max(200), en_US: z.string().max(200) }),
    /** Failed logins in a row that lock the account for `lockMinutes`. */
    lockThreshold: z.number().int().min(1).max(100),
    lockMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    /** Minutes of inactivity that end a session. */
    sessionTimeoutMinutes: z.number().int().min(SESSION_TIMEOUT_MIN).max(SESSION_TIMEOUT_MAX),
    /** Failed logins after which the captcha is required. */
    captchaAfterFailures: z.number().int().min(0).max(100),
  })
  .refine((p) => p.minLength <= p.maxLength, { path: ['maxLength'], message: 'security.lengthRange' })
  .refine((p) => !p.pattern || (p.patternDesc.zh_CN && p.patternDesc.en_US), {
    path: ['patternDesc'],
    message: 'security.patternDescRequired',
  });
export type SecurityPolicy = z.infer<typeof securityPolicy>;

export const securityApi = defineRoutes('security', {
  detail: {
    path: '/sys/pwdSafe/detail',
    permission: '1901',
    summary: 'The installation-wide security settings: passwords, lockout, sessions, captcha.',
    result: securityPolicy,
  },
  save: {
    path: '/sys/pwdSafe/save',
    permission: '1901:save',
    summary: 'Saves the security settings; a pattern with nested repetition is refused.',
    input: securityPolicy,
    result: securityPolicy,
  },
  complex: {
    path: '/sys/pwdSafe/complex',
    permission: 'session',
    summary: 'The password rule a new password must follow (also during a forced password change).',
    result: passwordRule,
  },
});
