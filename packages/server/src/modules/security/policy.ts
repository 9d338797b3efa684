import { PASSWORD_MAX, PASSWORD_MIN, type PasswordLevelName, type PasswordRule } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import safeRegex from 'safe-regex2';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { sysConfig } from '../../platform/db/schema';

/** The security settings tab (console-administration.md §5): passwords, lockout, sessions, captcha. */
export interface SecurityPolicy extends PasswordRule {
  /** Failed logins in a row that lock the account for `lockMinutes`. */
  lockThreshold: number;
  lockMinutes: number;
  /** Minutes of inactivity that end a session (at least 10). */
  sessionTimeoutMinutes: number;
  /** Failed logins after which the captcha is required. */
  captchaAfterFailures: number;
}

export const DEFAULT_POLICY: SecurityPolicy = {
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  level: 'medium',
  pattern: '',
  patternDesc: { zh_CN: '', en_US: '' },
  lockThreshold: 5,
  lockMinutes: 30,
  sessionTimeoutMinutes: 30,
  captchaAfterFailures: 3,
};

export const SESSION_TIMEOUT_MIN = 10;
export const SESSION_TIMEOUT_MAX = 24 * 60;

function validRegex(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses nested repetition such as `(a+)+`: its matching time grows
 * exponentially with the password, and a match blocks every call meanwhile.
 */
export function safePattern(value: string): boolean {
  return !value || !validRegex(value) || safeRegex(value);
}

export const policySchema = z
  .object({
    minLength: z.number().int().min(PASSWORD_MIN).max(PASSWORD_MAX),
    maxLength: z.number().int().min(PASSWORD_MIN).max(PASSWORD_MAX),
    level: z.enum(['low', 'medium', 'high'] satisfies PasswordLevelName[]),
    pattern: z
      .string()
      .max(200)
      .refine(validRegex, 'security.patternInvalid')
      .refine(safePattern, 'security.patternUnsafe'),
    patternDesc: z.object({ zh_CN: z.string().max(200), en_US: z.string().max(200) }),
    lockThreshold: z.number().int().min(1).max(100),
    lockMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    sessionTimeoutMinutes: z.number().int().min(SESSION_TIMEOUT_MIN).max(SESSION_TIMEOUT_MAX),
    captchaAfterFailures: z.number().int().min(0).max(100),
  })
  .refine((p) => p.minLength <= p.maxLength, { path: ['maxLength'], message: 'security.lengthRange' })
  .refine((p) => !p.pattern || (p.patternDesc.zh_CN && p.patternDesc.en_US), {
    path: ['patternDesc'],
    message: 'security.patternDescRequired',
  });

const KEY = 'security.policy';

/**
 * Every authenticated call needs the session timeout, so the policy is kept
 * for a few seconds per database; a save on this node applies at once, on
 * other nodes within CACHE_MS.
 */
const CACHE_MS = 5_000;
const cache = new WeakMap<Db, { at: number; policy: Promise<SecurityPolicy> }>();

async function readPolicy(db: Db): Promise<SecurityPolicy> {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, KEY));
  const policy = { ...DEFAULT_POLICY, ...((row?.value as Partial<SecurityPolicy>) ?? {}) };
  // A pattern saved before the check existed is ignored rather than let one password stall the server.
  return safePattern(policy.pattern) ? policy : { ...policy, pattern: '' };
}

export function getPolicy(db: Db): Promise<SecurityPolicy> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.policy;
  const policy = readPolicy(db);
  cache.set(db, { at: Date.now(), policy });
  policy.catch(() => cache.delete(db));
  return policy;
}

export async function savePolicy(db: Db, policy: SecurityPolicy): Promise<void> {
  await db
    .insert(sysConfig)
    .values({ key: KEY, value: policy })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value: policy, updatedAt: new Date() } });
  cache.delete(db);
}
