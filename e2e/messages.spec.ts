import { expect, type Page, test } from '@playwright/test';
import { uiLogin, useLanguage } from './helpers';

const unread = async (page: Page) => {
  const text = await page
    .getByTestId('notice-count')
    .locator('.ant-scroll-number')
    .first()
    .getAttribute('title');
  return Number(text ?? 0);
};

test('the bell counts unread notices, cuts long ones and marking read lowers the count', async ({ page }) => {
  await useLanguage(page, 'zh_CN');
  await uiLogin(page, 'owner');
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect.poll(() => unread(page)).toBeGreaterThan(0);
  const before = await unread(page);

  await page.getByTestId('notice-bell').click();
  const items = page.getByTestId('notice-item');
  const long = items.filter({ hasText: '欢迎使用 RPA 管理控制台' });
  await expect(long).toBeVisible();
  const shown = (await long.locator('.ant-list-item-meta-title').innerText()).trim();
  expect(shown.endsWith('...')).toBe(true);
  const width = [...shown.replace(/\.\.\.$/, '')].reduce((w, ch) => w + (ch.charCodeAt(0) < 128 ? 1 : 2), 0);
  expect(width).toBeLessThanOrEqual(50);
  expect(width).toBeGreaterThan(44);

  await long.click();
  await expect.poll(() => unread(page)).toBe(before - 1);

  await page.getByText('查看全部消息').click();
  await expect(page).toHaveURL(/\/owner\/message$/);
  await page.getByTestId('messages-read-all').click();
  await expect(page.getByText('已标记为已读')).toBeVisible();
  await expect(page.getByTestId('notice-count').locator('.ant-scroll-number')).toHaveCount(0);
});
