import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { timingSummary } from '../src/features/schedules/summary';
import en from '../src/i18n/locales/en_US/schedules.json';
import zh from '../src/i18n/locales/zh_CN/schedules.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en_US',
    resources: { en_US: { translation: { schedules: en } }, zh_CN: { translation: { schedules: zh } } },
    interpolation: { escapeValue: false },
  });
});

describe('schedule descriptions count in words', () => {
  it.each([
    ['en_US', { mode: 'minute', every: 1 }, 'every minute'],
    ['en_US', { mode: 'minute', every: 5 }, 'every 5 minutes'],
    ['en_US', { mode: 'hour', every: 1, minute: 30 }, 'every hour at minute 30'],
    ['en_US', { mode: 'hour', every: 2, minute: 0 }, 'every 2 hours at minute 0'],
    ['zh_CN', { mode: 'minute', every: 1 }, '每 1 分钟'],
    ['zh_CN', { mode: 'minute', every: 15 }, '每 15 分钟'],
    ['zh_CN', { mode: 'hour', every: 3, minute: 5 }, '每 3 小时的第 5 分钟'],
  ] as const)('%s %j reads "%s"', async (lang, timing, text) => {
    await i18n.changeLanguage(lang);
    expect(timingSummary(i18n.t, lang, timing)).toBe(text);
  });
});
