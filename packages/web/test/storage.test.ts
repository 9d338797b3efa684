import { describe, expect, it } from 'vitest';
import { open, StoredValueError, seal } from '../src/app/session/storage';

describe('sealed browser storage', () => {
  it('round-trips a value', () => {
    expect(open(seal({ token: 'abc', n: 1 }))).toEqual({ token: 'abc', n: 1 });
  });

  it('is not readable as plain text', () => {
    expect(seal('secret-token-value')).not.toContain('secret');
  });

  it('expires after 7 days', () => {
    const now = Date.UTC(2026, 0, 1);
    const sealed = seal('v', now);
    expect(open(sealed, now + 604_800_000 - 1)).toBe('v');
    expect(open(sealed, now + 604_800_000)).toBeUndefined();
  });

  it('throws on a tampered or foreign value (which forces a logout)', () => {
    const sealed = seal('v');
    const tampered = `${sealed.slice(0, -4)}AAA=`;
    expect(() => open(tampered)).toThrow(StoredValueError);
    expect(() => open('plain-text')).toThrow(StoredValueError);
  });
});
