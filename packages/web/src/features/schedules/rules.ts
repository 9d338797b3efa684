import { format, type Lang, type MessageKey, messages } from '@rpa/contracts';
import type { FormRule } from 'antd';

/** A message of the shared catalogue, in the console's language. */
export const message = (lang: Lang, key: MessageKey, params?: Record<string, string | number>) =>
  format(messages[key][lang], params);

/**
 * A form rule from a contract schema: the value is refused with the message
 * when the schema refuses it (a negative timeout is an error shown under its
 * field, never quietly turned into 0), and so is an empty field.
 */
export function schemaRule(
  schema: { safeParse(value: unknown): { success: boolean } },
  text: string,
): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(text)),
  };
}
