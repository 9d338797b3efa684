import { randomInt } from 'node:crypto';
import { Code, checkPassword, type Lang } from '@rpa/contracts';
import { AppError } from '../../platform/http/errors';
import type { SecurityPolicy } from '../security';

/**
 * Refuses a new password that breaks the policy or contains the account
 * name, naming the rule (the pattern's own description).
 */
export function assertPasswordAllowed(
  policy: SecurityPolicy,
  password: string,
  lang: Lang,
  account: string,
): void {
  const problem = checkPassword(password, policy, account);
  if (!problem) return;
  if (problem.kind === 'account') throw new AppError(Code.BAD_REQUEST, 'password.containsAccount');
  if (problem.kind === 'length') {
    throw new AppError(Code.BAD_REQUEST, 'password.length', { min: problem.min, max: problem.max });
  }
  if (problem.kind === 'level')
    throw new AppError(Code.BAD_REQUEST, 'password.level', { need: problem.need });
  throw new AppError(Code.BAD_REQUEST, 'error.badRequest', {
    detail: policy.patternDesc[lang] || policy.pattern,
  });
}

const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#$%&*!?'];

/**
 * A random password that meets the policy: every character class, at least
 * 12 characters (within the policy's bounds), the policy's own pattern
 * when it has one, and never the account name (drawn again until it fits).
 */
export function generatePassword(policy: SecurityPolicy, account: string): string {
  const length = Math.min(policy.maxLength, Math.max(policy.minLength, 12));
  for (let attempt = 0; attempt < 1000; attempt++) {
    const chars = CLASSES.map((c) => c[randomInt(c.length)] as string);
    const all = CLASSES.join('');
    while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    }
    const candidate = chars.join('');
    if (!checkPassword(candidate, policy, account)) return candidate;
  }
  throw new AppError(Code.CONFLICT, 'users.passwordPolicyUnsatisfiable');
}
