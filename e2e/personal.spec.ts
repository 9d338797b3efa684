import { expect, test } from '@playwright/test';
import { signedIn, uiLogin, useLanguage } from './helpers';

for (const [lang, texts] of [
  [
    'zh_CN',
    { personal: '个人中心', email: '请输入有效的邮箱地址', phone: '请输入有效的电话号码', saved: '已保存' },
  ],
  [
    'en_US',
    {
      personal: 'Personal centre',
      email: 'Enter a valid email address',
      phone: 'Enter a valid phone number',
      saved: 'Saved',
    },
  ],
] as const) {
  test(`personal centre validates email and phone (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await uiLogin(page, 'developer');
    await expect(page).toHaveURL(/\/developer\/process\/list$/);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: texts.personal }).click();
    await expect(page).toHaveURL(/\/developer\/personal\/center$/);

    await page.getByTestId('personal-email').fill('not-an-email');
    await page.getByTestId('personal-phone').fill('12ab');
    await page.getByTestId('personal-save').click();
    await expect(page.getByText(texts.email)).toBeVisible();
    await expect(page.getByText(texts.phone)).toBeVisible();

    await page.getByTestId('personal-email').fill('li.dev@example.com');
    await page.getByTestId('personal-phone').fill('+86 138 0000 0000');
    await page.getByTestId('personal-save').click();
    await expect(page.getByText(texts.saved, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('personal-email')).toHaveValue('li.dev@example.com');
  });
}

test('the alias refuses forbidden characters, then shows cut in the header; notification settings persist', async ({
  page,
}) => {
  await signedIn(page, 'owner');
  await page.goto('./owner/personal/center');
  await page.getByTestId('personal-alias').fill('Ops<Lead>');
  await page.getByTestId('personal-save').click();
  await expect(page.getByText('The alias cannot contain any of')).toBeVisible();

  await page.getByTestId('personal-alias').fill('值班负责人 Ops Lead');
  // Email and phone are both required.
  await page.getByTestId('personal-email').fill('');
  await page.getByTestId('personal-phone').fill('');
  await page.getByTestId('personal-save').click();
  await expect(page.getByText('Enter your email', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter your phone number', { exact: true })).toBeVisible();
  await page.getByTestId('personal-email').fill('owner@example.com');
  await page.getByTestId('personal-phone').fill('+86 139 0000 0000');
  await page.getByTestId('personal-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  // Cut at 10 characters, whatever their script.
  await expect(page.getByTestId('user-name')).toHaveText('值班负责人 Ops...');

  await page.getByRole('tab', { name: 'Notification settings' }).click();
  await page.getByTestId('personal-receiveEmail').click();
  await page.getByTestId('personal-alert-save').click();
  await expect(page.getByText('Choose at least one category to mail')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Tasks' }).check();
  await page.getByTestId('personal-alert-save').click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Notification settings' }).click();
  await expect(page.getByTestId('personal-receiveEmail')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('checkbox', { name: 'Tasks' })).toBeChecked();
  await expect(page.getByTestId('user-name')).toHaveText('值班负责人 Ops...');
});
