import { describe, expect, it } from 'vitest';
import { ALIAS_CHARS, cutChars, cutText, NOTICE_WIDTH } from '../src/components/text';

describe('cutText', () => {
  it('counts a non-ASCII character as 2 and cuts at the width', () => {
    const zh = '许可即将到期提醒：后台机器人许可将在二十九天后到期，请及时联系供应商续期';
    const cut = cutText(zh, NOTICE_WIDTH);
    expect(cut).toBe(`${[...zh].slice(0, 25).join('')}...`);
    expect(cutText('a'.repeat(60), NOTICE_WIDTH)).toBe(`${'a'.repeat(50)}...`);
    expect(cutText(`${'a'.repeat(49)}中`, NOTICE_WIDTH)).toBe(`${'a'.repeat(49)}...`);
  });
  it('leaves short text alone', () => {
    expect(cutText('短 notice', NOTICE_WIDTH)).toBe('短 notice');
    expect(cutText('x'.repeat(25))).toBe('x'.repeat(25));
  });
});

describe('cutChars (aliases)', () => {
  it('cuts an alias at 10 characters, Chinese or not', () => {
    expect(cutChars('财务部发票核验机器人一号', ALIAS_CHARS)).toBe('财务部发票核验机器人...');
    expect(cutChars('finance-robot-01', ALIAS_CHARS)).toBe('finance-ro...');
    expect(cutChars('运营一号机', ALIAS_CHARS)).toBe('运营一号机');
    expect(cutChars('😀'.repeat(10), ALIAS_CHARS)).toBe('😀'.repeat(10));
  });
});
