import { Code, format, type Lang, type MessageKey, messages } from '@rpa/contracts';
import { type ZodType, z } from 'zod';
import { AppError } from './errors';

const LOCALES = { zh_CN: z.locales.zhCN(), en_US: z.locales.en() };

function describe(issue: z.core.$ZodIssue, lang: Lang): string {
  const field = issue.path.join('.');
  // A refinement may give its message key placeholders through `params`.
  const params = (issue as { params?: Record<string, string | number> }).params;
  const text =
    issue.message in messages ? format(messages[issue.message as MessageKey][lang], params) : issue.message;
  return field ? `${field}: ${text}` : text;
}

/** Every issue of a failed parse as one sentence in the caller's language: field and reason. */
export function issuesText(error: z.ZodError, lang: Lang): string {
  return error.issues.map((i) => describe(i, lang)).join('; ');
}

/** Runs a schema in the caller's language (zod's own messages translated). */
export function safeParseIn<T>(schema: ZodType<T>, input: unknown, lang: Lang) {
  return schema.safeParse(input, { error: LOCALES[lang].localeError });
}

/**
 * Parses input with a schema; a failure is a code 400 whose message names
 * each field and reason in the caller's language (zod's own locales, or one of
 * our message keys given as a refinement's message).
 */
export function parse<T>(schema: ZodType<T>, input: unknown, lang: Lang): T {
  const result = safeParseIn(schema, input ?? {}, lang);
  if (result.success) return result.data;
  throw new AppError(Code.BAD_REQUEST, 'error.badRequest', { detail: issuesText(result.error, lang) });
}
