import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');
/** A language's catalogue: every `<domain>.json` of its folder under the domain's key. */
const load = (lang: string) =>
  Object.fromEntries(
    readdirSync(path.join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(dir, lang, f), 'utf8'))]),
  ) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object')
      for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('console catalogues', () => {
  it('has exactly the two languages', () => {
    expect(readdirSync(dir).sort()).toEqual(['en_US', 'zh_CN']);
  });

  it('has the same domain files in both', () => {
    expect(readdirSync(path.join(dir, 'en_US')).sort()).toEqual(readdirSync(path.join(dir, 'zh_CN')).sort());
  });

  const zh = flatten(load('zh_CN'));
  const en = flatten(load('en_US'));

  it('has every key in both languages', () => {
    expect(
      [...zh.keys()].filter((k) => !en.has(k)),
      'only in zh_CN',
    ).toEqual([]);
    expect(
      [...en.keys()].filter((k) => !zh.has(k)),
      'only in en_US',
    ).toEqual([]);
  });

  it('has no empty text and the same placeholders in both', () => {
    for (const [key, text] of zh) {
      const other = en.get(key) ?? '';
      expect(text.trim(), `zh_CN ${key}`).not.toBe('');
      expect(other.trim(), `en_US ${key}`).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(other));
    }
  });
});
