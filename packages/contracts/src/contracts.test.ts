import { describe, expect, it } from 'vitest';
import {
  Code,
  canonicalString,
  checkPassword,
  format,
  isSessionCode,
  MAX_RECORDS,
  messages,
  NONCE_PATTERN,
  normalizePage,
  SESSION_CODES,
  sign,
  signatureHeaders,
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
  const req = {
    method: 'post',
    path: '/sauth/menu/userbutton?x=1',
    params: { b: 2, a: 'x', c: null, d: undefined, e: [1, 2] },
    timestamp: 1700,
    nonce: 'n0nce-n0nce-n0nce',
  };
  it('signs method, path, sorted parameters, timestamp and nonce', () => {
    expect(canonicalString(req)).toBe(
      'POST\n/sauth/menu/userbutton\na=x&b=2&c=&e=[1,2]\n1700\nn0nce-n0nce-n0nce',
    );
  });
  it('is HMAC-SHA256 in hex, and changes with key, method, path, params, timestamp and nonce', () => {
    const s = sign('key', req);
    expect(s).toMatch(/^[0-9a-f]{64}$/);
    expect(sign('other', req)).not.toBe(s);
    expect(sign('key', { ...req, method: 'GET' })).not.toBe(s);
    expect(sign('key', { ...req, path: '/sauth/menu/usermenu' })).not.toBe(s);
    expect(sign('key', { ...req, params: { a: 'y' } })).not.toBe(s);
    expect(sign('key', { ...req, timestamp: 1701 })).not.toBe(s);
    expect(sign('key', { ...req, nonce: 'another-nonce-0001' })).not.toBe(s);
  });
  it('signs the query string of the url with the parameters, under a fresh nonce', () => {
    const h = signatureHeaders('key', 'GET', '/oauth/captcha.jpg?uuid=u-1', {}, 1700);
    expect(h.timestamp).toBe('1700');
    expect(h.nonce).toMatch(NONCE_PATTERN);
    expect(h.signature).toBe(
      sign('key', {
        method: 'GET',
        path: '/oauth/captcha.jpg',
        params: { uuid: 'u-1' },
        timestamp: 1700,
        nonce: h.nonce,
      }),
    );
    expect(signatureHeaders('key', 'GET', '/a', {}, 1700).nonce).not.toBe(h.nonce);
  });
  it('computes the worked example of docs/api.md', () => {
    const example = {
      method: 'POST',
      path: '/sauth/user/list?size=20',
      params: { size: '20', account: 'li', departmentId: 3 },
      timestamp: '1767225600000',
      nonce: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    };
    expect(canonicalString(example)).toBe(
      'POST\n/sauth/user/list\naccount=li&departmentId=3&size=20\n1767225600000\n0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    );
    expect(sign('Xq3vJ0b9mU2kT7rLwE5sYc1hN8aPzG4dFiO6eRtB0yA', example)).toBe(
      '7d0d94a9d6a7becedd0012d62b4208689b81bfccf77f50e0e3695c1866304fee',
    );
  });
});

describe('password rule', () => {
  const rule = {
    minLength: 8,
    maxLength: 32,
    level: 'medium' as const,
    pattern: '',
    patternDesc: { zh_CN: '', en_US: '' },
  };
  it('refuses a password containing the account name, in any letter case', () => {
    expect(checkPassword('Xx@Robin2026', rule, 'robin')).toEqual({ kind: 'account' });
    expect(checkPassword('xx@rOBIN2026', rule, 'Robin')).toEqual({ kind: 'account' });
    expect(checkPassword('Xx@Robi2026n', rule, 'robin')).toBeNull();
    expect(checkPassword('Xx@Robin2026', rule)).toBeNull();
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
