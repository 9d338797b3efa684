import { describe, expect, it } from 'vitest';
import { ID_MAX, nameText, plainText, rowId, rowIdParam, textLength } from './text';

describe('shared text and id rules', () => {
  it('counts characters, not UTF-16 units', () => {
    expect('😀'.length).toBe(2);
    expect(textLength('😀'.repeat(30))).toBe(30);
    expect(textLength('部门a')).toBe(3);
  });

  it('a name of up to max characters passes, one more fails, whatever the characters', () => {
    const name = nameText({ min: 2, max: 30, lengthKey: 'departments.nameLength' });
    expect(name.safeParse('😀'.repeat(30)).success).toBe(true);
    expect(name.safeParse('😀'.repeat(31)).success).toBe(false);
    expect(name.safeParse('😀').success).toBe(false);
    expect(name.safeParse('  ab  ').data).toBe('ab');
  });

  it('refuses control and bidirectional-override characters in names', () => {
    const name = nameText({ max: 30, lengthKey: 'departments.nameLength' });
    for (const bad of [
      'a\u202Eb',
      'a\u202Ab',
      'a\u2066b',
      'a\u2069b',
      'a\u0000b',
      'a\tb',
      'a\u007Fb',
      'a\u009Fb',
    ]) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('error.nameCharacters');
    }
    // Joiners used by emoji and scripts are not overrides.
    expect(name.safeParse('👩\u200D💻 team').success).toBe(true);
  });

  it('free text may hold newlines but not NUL, and counts characters', () => {
    const text = plainText(3, 'users.descriptionLength');
    expect(text.safeParse('a\nb').success).toBe(true);
    expect(text.safeParse('a\u0000').error?.issues[0]?.message).toBe('error.nulCharacter');
    expect(text.safeParse('😀😀😀').success).toBe(true);
    expect(text.safeParse('😀😀😀😀').success).toBe(false);
  });

  it('ids stay within PostgreSQL integer', () => {
    expect(rowId.safeParse(ID_MAX).success).toBe(true);
    expect(rowId.safeParse(ID_MAX + 1).success).toBe(false);
    expect(rowIdParam.safeParse('2147483648').success).toBe(false);
    expect(rowIdParam.safeParse('12').data).toBe(12);
  });
});
