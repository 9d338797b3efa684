import type { PasswordRule } from './routes/security';

/** Password rules (console-core.md §5, console-administration.md §5). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export const PasswordLevel = { low: 2, medium: 3, high: 4 } as const;
export type PasswordLevelName = keyof typeof PasswordLevel;

const CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function characterClasses(password: string): number {
  return CLASSES.filter((re) => re.test(password)).length;
}

export type PasswordProblem =
  | { kind: 'length'; min: number; max: number }
  | { kind: 'level'; need: number }
  | { kind: 'pattern' }
  | { kind: 'account' };

/** True when the password contains the account name, in any letter case. */
export function containsAccount(password: string, account: string | undefined): boolean {
  const name = account?.trim().toLowerCase();
  return !!name && password.toLowerCase().includes(name);
}

/**
 * The first rule the password breaks, or null. Used by both the console and
 * the server; `account` is the account the password is for, when known.
 */
export function checkPassword(
  password: string,
  rule: PasswordRule,
  account?: string,
): PasswordProblem | null {
  const min = Math.max(rule.minLength, PASSWORD_MIN);
  const max = Math.min(rule.maxLength, PASSWORD_MAX);
  if (password.length < min || password.length > max) return { kind: 'length', min, max };
  const need = PasswordLevel[rule.level];
  if (characterClasses(password) < need) return { kind: 'level', need };
  if (rule.pattern && !new RegExp(rule.pattern).test(password)) return { kind: 'pattern' };
  if (containsAccount(password, account)) return { kind: 'account' };
  return null;
}

/** User account (console-administration.md §5): starts with a letter; letters, digits and @ _ - . ; 3-50 characters. */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9@_.-]{2,49}$/;
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 30;

/** Phone numbers: an optional +, then digits, spaces and hyphens, 5-20 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{3,18}[0-9]$/;
