import { Code, type Lang, type MessageKey, messages } from '@rpa/contracts';
import { type ZodType, z } from 'zod';
import { AppError } from './errors';

const LOCALES = { zh_CN: z.locales.zhCN(), en_US: z.locales.en() };

function describe(issue: z.core.$ZodIssue, lang: Lang): string {
  const field = issue.path.join('.');
  const text = issue.message in messages ? messages[issue.message as MessageKey][lang] : issue.message;
  return field ? `${field}: ${text}` : text;
}

/**
 * Parses input with a schema; a failure is a code 400 whose message names
 * each field and reason in the caller's language (zod's own locales, or one of
 * our message keys given as a refinement's message).
 */
export function parse<T>(schema: ZodType<T>, input: unknown, lang: Lang): T {
  const result = schema.safeParse(input ?? {}, { error: LOCALES[lang].localeError });
  if (result.success) return result.data;
  const detail = result.error.issues.map((i) => describe(i, lang)).join('; ');
  throw new AppError(Code.BAD_REQUEST, 'error.badRequest', { detail });
}
