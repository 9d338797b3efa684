/** Languages of the product; zh_CN is the default and the fallback. */
export const LANGS = ['zh_CN', 'en_US'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh_CN';

export function toLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const v = value.replace('-', '_');
  if (v === 'en_US' || v.toLowerCase().startsWith('en')) return 'en_US';
  return DEFAULT_LANG;
}

/** A message in both languages. */
export type Bilingual = Record<Lang, string>;

/** Fills `{name}` placeholders. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in params ? String(params[key]) : all));
}
