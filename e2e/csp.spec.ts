import { expect, test } from '@playwright/test';
import { uiLogin, useLanguage, watchViolations } from './helpers';

test('the console works under its Content-Security-Policy: sign-in, pages, charts, a download, the share page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  await useLanguage(page, 'en_US');

  const first = await page.goto('./user/login');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first?.headers()['x-frame-options']).toBe('DENY');

  await uiLogin(page, 'admin');
  // The machine may be busy: the first pages get time to load.
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });

  // Dashboards draw with ECharts (canvas); the others are antd tables, forms and trees.
  for (const path of [
    './manager/dashboard',
    './manager/user/list',
    './manager/department/list',
    './manager/role/list',
    './manager/oplog/list',
    './manager/robot/list',
    './manager/licence/list',
    './manager/schedule/list',
    './report/center',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });

  // A download the console builds from a blob.
  await page.goto('./manager/user/list');
  await page.getByTestId('users-import').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // The public share page, without a session.
  await page.context().clearCookies();
  await page.goto('./video/share?id=no-such-share');
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('an injected inline script is refused by the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('./user/login');
  const ran = await page.evaluate(() => {
    const w = window as unknown as { injected?: boolean };
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.injected = true');
    img.src = 'data:,x';
    document.body.append(img);
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.append(s);
    return new Promise<boolean>((resolve) => setTimeout(() => resolve(!!w.injected), 300));
  });
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});
