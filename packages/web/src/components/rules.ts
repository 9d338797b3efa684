import { format, issueMessage, type Lang, type MessageKey, messages, toLang } from '@rpa/contracts';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** zod's own messages (a number too small, a bad address) in the console's languages, as the server gives them. */
const LOCALES = { zh_CN: z.locales.zhCN(), en_US: z.locales.en() };

/**
 * A form field's rule from the contract's zod rule for that field, so the
 * form refuses exactly what the server refuses, with the same localised
 * message (the catalogue's message keys, `issueMessage`).
 */
export function zodRule(schema: z.ZodType, lang: Lang): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      // An empty input is undefined to antd and '' to a text box; the schema decides whether either is fine.
      const parsed = schema.safeParse(value === null ? undefined : value, {
        error: LOCALES[lang].localeError,
      });
      if (!parsed.success) {
        const [first] = parsed.error.issues;
        throw new Error(first ? issueMessage(first, lang) : '');
      }
    },
  };
}

/**
 * A message of the contracts' catalogue (the server's own words) in the
 * current language, for checks the console makes before sending.
 */
export function useContractMessage(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return (key, params) => format(messages[key][lang], params);
}

type Shape = Record<string, z.ZodType>;

/**
 * The rules of an object schema's fields in the current language:
 * `const rule = useFieldRules(roleFields); <Form.Item name="name" rules={rule('name')}>`.
 */
export function useFieldRules<S extends Shape>(
  schema: z.ZodObject<S>,
): (field: keyof S & string) => FormRule[] {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return (field) => {
    const fieldSchema = schema.shape[field];
    return fieldSchema ? [zodRule(fieldSchema, lang)] : [];
  };
}

/** The rule of one field from a schema of its own (a rule not tied to a route's input, e.g. a password before encryption). */
export function useRule(schema: z.ZodType): FormRule[] {
  const { i18n } = useTranslation();
  return [zodRule(schema, toLang(i18n.language))];
}

/**
 * The longest text a contract's field takes (its `.max`), through the
 * optional, default and preprocess wrappers around it: a filter box's
 * `maxLength`, so it stops where the server would refuse.
 */
export function maxLengthOf(field: z.ZodType | undefined): number | undefined {
  const def = field?._zod.def as { type: string; innerType?: z.ZodType; out?: z.ZodType } | undefined;
  if (!field || !def) return undefined;
  if (def.type === 'string') return (field as z.ZodString).maxLength ?? undefined;
  return maxLengthOf(def.type === 'pipe' ? def.out : def.innerType);
}

/**
 * A rule across fields, from the refinements of an object schema (a range
 * whose end must not precede its start, a text required once another is
 * set): the form's values are checked whole, and the refinement aimed at
 * `field` is its message. Give the item `dependencies` on the other fields.
 */
export function useCrossFieldRule(schema: z.ZodType): (field: string) => FormRule {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  return (field) =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const parsed = schema.safeParse(getFieldsValue(true));
        const issue = parsed.error?.issues.find((i) => i.code === 'custom' && i.path[0] === field);
        if (issue) throw new Error(issueMessage(issue, lang));
      },
    });
}
