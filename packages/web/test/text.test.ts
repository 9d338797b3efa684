import { describe, expect, it } from 'vitest';
import { cutText, NOTICE_WIDTH } from '../src/components/text';

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
