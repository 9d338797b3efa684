import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * Shared rules for ids and text fields, so every route refuses the same bad
 * input with a localised 400 instead of letting the database fail on it.
 */

/** Ids are PostgreSQL `integer` (int4) columns: a larger number cannot name a row. */
export const ID_MAX = 2_147_483_647;

/** A row id in a JSON body. */
export const rowId = z.number().int().positive().max(ID_MAX);
/** A row id in a query string or form field (given as text). */
export const rowIdParam = z.coerce.number().int().positive().max(ID_MAX);

/**
 * Length as people count it: characters (code points), so an emoji is one
 * character and not two UTF-16 units. Limits in the spec are in characters.
 */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** PostgreSQL text cannot hold NUL; it is never meaningful in a field. */
export function hasNul(value: string): boolean {
  return value.includes('\0');
}

/**
 * Characters no name may hold: C0 and C1 controls (tab and newline included)
 * and the bidirectional embeddings, overrides and isolates, which make a name
 * read differently from what it is (U+202A-U+202E, U+2066-U+2069).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const NAME_FORBIDDEN_CHARS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export function hasForbiddenNameChar(value: string): boolean {
  return NAME_FORBIDDEN_CHARS.test(value);
}

export interface NameRule {
  /** Fewest characters; default 1. */
  min?: number;
  max: number;
  /** Message key of a length outside min..max. */
  lengthKey: MessageKey;
  /** Message key of an empty name, when it differs from the length one. */
  requiredKey?: MessageKey;
}

/** A trimmed name of min..max characters, without control or direction-override characters. */
export function nameText(rule: NameRule) {
  const min = rule.min ?? 1;
  return z
    .string({ error: rule.requiredKey ?? rule.lengthKey })
    .trim()
    .refine((s) => !hasForbiddenNameChar(s), { message: 'error.nameCharacters', abort: true })
    .refine((s) => s.length > 0 || min === 0, { message: rule.requiredKey ?? rule.lengthKey, abort: true })
    .refine((s) => {
      const n = textLength(s);
      return n >= min && n <= rule.max;
    }, rule.lengthKey);
}

/** Trimmed free text (descriptions, notes) of at most `max` characters, without NUL. */
export function plainText(max: number, lengthKey: MessageKey) {
  return z
    .string()
    .trim()
    .refine((s) => !hasNul(s), { message: 'error.nulCharacter', abort: true })
    .refine((s) => textLength(s) <= max, lengthKey);
}
