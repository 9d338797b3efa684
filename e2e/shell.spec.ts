import { expect, test } from '@playwright/test';
import { uiLogin, useLanguage } from './helpers';

test('the side menu is a drawer at 700 px, collapsed at 1000 px and full at 1440 px', async ({ page }) => {
  await useLanguage(page, 'en_US');
  await page.setViewportSize({ width: 1440, height: 900 });
  await uiLogin(page, 'manager');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  const sider = page.getByTestId('sider');
  await expect(sider).toBeVisible();
  // The sider animates its width: read it once it settles.
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(200);
  await expect(page.getByRole('menuitem', { name: /Organisation/ })).toBeVisible();

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  await expect.poll(async () => (await sider.boundingBox())?.width).toBeLessThan(100);

  await page.setViewportSize({ width: 700, height: 800 });
  await expect(sider).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByRole('menuitem', { name: /Organisation/ })).toBeVisible();
  await drawer.getByRole('menuitem', { name: /System/ }).click();
  await drawer.getByRole('menuitem', { name: 'Operation log' }).click();
  await expect(page).toHaveURL(/\/manager\/oplog\/list$/);
  await expect(drawer.getByRole('menuitem', { name: /Organisation/ })).toBeHidden();
});

test('the version dialog shows the platform version and copyright', async ({ page }) => {
  await useLanguage(page, 'zh_CN');
  await uiLogin(page, 'user');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '关于' }).click();
  await expect(page.getByTestId('about-version')).toHaveText(/^\d+\.\d+\.\d+$/);
  await expect(page.getByText(/© \d{4} RPA 控制台/)).toBeVisible();
});
