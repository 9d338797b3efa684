import { describe, expect, it } from 'vitest';
import {
  Code,
  canonicalString,
  format,
  isSessionCode,
  MAX_RECORDS,
  messages,
  normalizePage,
  SESSION_CODES,
  sign,
  toLang,
} from './index';

describe('paging', () => {
  it('defaults to page 1, size 10', () => {
    expect(normalizePage(undefined)).toEqual({ page: 1, size: 10, offset: 0 });
    expect(normalizePage({ page: 0, size: -5 })).toEqual({ page: 1, size: 10, offset: 0 });
  });
  it('accepts numeric strings and computes the offset', () => {
    expect(normalizePage({ page: '3' as unknown as number, size: 20 })).toEqual({
      page: 3,
      size: 20,
      offset: 40,
    });
  });
  it('never pages past the first 10000 records', () => {
    const p = normalizePage({ page: 5000, size: 10 });
    expect(p.offset + p.size).toBe(MAX_RECORDS);
  });
});

describe('codes', () => {
  it('treats exactly the five session codes as session failures', () => {
    expect([...SESSION_CODES].sort()).toEqual([4003, 4005, 4007, 4008, 4009]);
    expect(isSessionCode(Code.QUIET_FAILURE)).toBe(false);
    expect(isSessionCode(404)).toBe(false);
  });
});

describe('signature', () => {
  it('sorts parameters and appends the timestamp', () => {
    expect(canonicalString({ b: 2, a: 'x', c: null, d: undefined, e: [1, 2] }, 1700)).toBe(
      'a=x&b=2&c=&e=[1,2]&timestamp=1700',
    );
  });
  it('is HMAC-SHA256 in hex, and changes with key, params and timestamp', () => {
    const s = sign('key', { a: 1 }, 1);
    expect(s).toMatch(/^[0-9a-f]{64}$/);
    // Cross-checked with node:crypto createHmac('sha256', 'key').update('a=1&timestamp=1').
    expect(s).toBe('df3629058d9783e7b681b3840aa0a56308f2c9c239ee013f1f97b0e60f0968a5');
    expect(sign('other', { a: 1 }, 1)).not.toBe(s);
    expect(sign('key', { a: 2 }, 1)).not.toBe(s);
    expect(sign('key', { a: 1 }, 2)).not.toBe(s);
  });
});

describe('languages and messages', () => {
  it('falls back to zh_CN', () => {
    expect(toLang(undefined)).toBe('zh_CN');
    expect(toLang('fr')).toBe('zh_CN');
    expect(toLang('en-US')).toBe('en_US');
  });
  it('has every server message in both languages with the same placeholders', () => {
    for (const [key, m] of Object.entries(messages)) {
      expect(m.zh_CN, key).not.toBe('');
      expect(m.en_US, key).not.toBe('');
      const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
      expect(ph(m.zh_CN), key).toEqual(ph(m.en_US));
    }
  });
  it('fills placeholders and leaves unknown ones', () => {
    expect(format('a {x} {y}', { x: 1 })).toBe('a 1 {y}');
  });
});
