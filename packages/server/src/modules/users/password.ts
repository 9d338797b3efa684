import { Code, checkPassword, type Lang } from '@rpa/contracts';
import { AppError } from '../../platform/http/errors';
import type { SecurityPolicy } from '../security/policy';

/** Refuses a new password that breaks the policy, naming the rule (the pattern's own description). */
export function assertPasswordAllowed(policy: SecurityPolicy, password: string, lang: Lang): void {
  const problem = checkPassword(password, policy);
  if (!problem) return;
  if (problem.kind === 'length') {
    throw new AppError(Code.BAD_REQUEST, 'password.length', { min: problem.min, max: problem.max });
  }
  if (problem.kind === 'level')
    throw new AppError(Code.BAD_REQUEST, 'password.level', { need: problem.need });
  throw new AppError(Code.BAD_REQUEST, 'error.badRequest', {
    detail: policy.patternDesc[lang] || policy.pattern,
  });
}
