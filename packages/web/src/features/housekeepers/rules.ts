import { HOUSEKEEPER_ALIAS_MAX, HOUSEKEEPER_ALIAS_MIN, HOUSEKEEPER_ALIAS_PATTERN } from '@rpa/contracts';

/**
 * What is wrong with a steward name (console-administration.md §5: 2-60
 * characters, letters, digits or Chinese characters, `@ - _` the only
 * special ones), checked as the server will: trimmed. Null when it is fine.
 */
export function housekeeperAliasProblem(value: string): 'required' | 'length' | 'chars' | null {
  const v = value.trim();
  if (!v) return 'required';
  const length = [...v].length;
  if (length < HOUSEKEEPER_ALIAS_MIN || length > HOUSEKEEPER_ALIAS_MAX) return 'length';
  return HOUSEKEEPER_ALIAS_PATTERN.test(v) ? null : 'chars';
}
