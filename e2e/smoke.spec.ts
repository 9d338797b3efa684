import { expect, test } from '@playwright/test';
import { uiLogin } from './helpers';

test('the console renders in zh_CN, switches to en_US and keeps the choice', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveURL(/\/console\/user\/login$/);
  await expect(page.getByRole('heading', { name: 'RPA 管理控制台' })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText(/登\s*录/);

  await page.getByTestId('lang-choice').getByText('English').click();
  await expect(page.getByRole('heading', { name: 'RPA Management Console' })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'RPA Management Console' })).toBeVisible();
});

test('an unknown console path shows the 404 page', async ({ page }) => {
  await uiLogin(page, 'user');
  await expect(page).toHaveURL(/\/console\/user\/dashboard$/);
  await page.goto('./no/such/page');
  await expect(page).toHaveURL(/\/console\/404$/);
  await expect(page.getByText(/页面不存在或正在开发中|does not exist or is in development/)).toBeVisible();
});
