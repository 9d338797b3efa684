import { PASSWORD_MAX, PASSWORD_MIN, type SecurityPolicy, validRegex } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import safeRegex from 'safe-regex2';
import type { Db } from '../../platform/db';
import { sysConfig } from '../../platform/db/schema';

export type { SecurityPolicy };

/** The security settings tab (console-administration.md §5) before anything is saved. */
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

/**
 * Refuses nested repetition such as `(a+)+`: its matching time grows
 * exponentially with the password, and a match blocks every call meanwhile.
 */
export function safePattern(value: string): boolean {
  return !value || !validRegex(value) || safeRegex(value);
}

const KEY = 'security.policy';

/**
 * Every authenticated call needs the session timeout, so the policy is kept
 * for a few seconds per database handle; a save drops it on this node and
 * announces itself on POLICY_CHANGED, so every other node drops its copy at
 * once too (CACHE_MS only bounds a missed announcement).
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

/** The event bus channel a saved policy is announced on. */
export const POLICY_CHANGED = 'security.policy';

/** Drops the cached policy, so the next read is the stored one. */
export function forgetPolicy(db: Db): void {
  cache.delete(db);
}

export async function savePolicy(db: Db, policy: SecurityPolicy): Promise<void> {
  await db
    .insert(sysConfig)
    .values({ key: KEY, value: policy })
    .onConflictDoUpdate({ target: sysConfig.key, set: { value: policy, updatedAt: new Date() } });
  forgetPolicy(db);
}
