import { expect, test } from '@playwright/test';
import type { Envelope } from '@rpa/contracts';
import { apiLogin, DEMO_PASSWORD, uiLogin, useLanguage } from './helpers';

test.describe('sign-in', () => {
  test('signs in in Chinese and lands on the identity home with its menu', async ({ page }) => {
    await useLanguage(page, 'zh_CN');
    await uiLogin(page, 'manager');
    await expect(page).toHaveURL(/\/console\/manager\/dashboard$/);
    await expect(page.getByRole('menuitem', { name: /组织管理/ })).toBeVisible();
    // Submenu /manager/13 opens expanded.
    await expect(page.getByRole('menuitem', { name: '机器人列表' })).toBeVisible();
    await expect(page.getByText(/欢迎回来/)).toBeVisible();
  });

  test('signs in in English', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await uiLogin(page, 'owner');
    await expect(page).toHaveURL(/\/console\/owner\/dashboard$/);
    await expect(page.getByRole('menuitem', { name: /Process list/ })).toBeVisible();
    await expect(page.getByText(/welcome back/)).toBeVisible();
  });

  test('a wrong password shows the message and stays on login', async ({ page }) => {
    await useLanguage(page, 'zh_CN');
    await uiLogin(page, 'developer', 'Wrong@2026');
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
    await expect(page).toHaveURL(/\/console\/user\/login$/);
    await useLanguage(page, 'en_US');
    await uiLogin(page, 'developer', 'Wrong@2026');
    await expect(page.getByTestId('login-error')).toHaveText('Wrong account or password');
  });
});

test.describe('navigation guard', () => {
  test('without a token every page but the whitelist goes to login', async ({ page }) => {
    await page.goto('./manager/user/list');
    await expect(page).toHaveURL(/\/console\/user\/login$/);
    await page.goto('./404');
    await expect(page).toHaveURL(/\/console\/404$/);
  });

  test('with a token, login goes home and unknown paths go to 404', async ({ page }) => {
    await uiLogin(page, 'developer');
    await expect(page).toHaveURL(/\/console\/developer\/process\/list$/);
    await page.goto('./user/login');
    await expect(page).toHaveURL(/\/console\/developer\/process\/list$/);
    await page.goto('./manager/user/list');
    await expect(page).toHaveURL(/\/console\/404$/);
  });
});

test('out-login hands a session over and carries procVer to the user dashboard', async ({
  page,
  request,
}) => {
  const designer = await apiLogin(request, 'admin');
  const handover = await designer.post<{ token: string }>('/oauth/handover');
  await page.goto(`./outLogin?token=${handover.result.token}&identity=4&redirect=/user/dashboard&procVer=3`);
  await expect(page).toHaveURL(/\/console\/user\/dashboard\?procVer=3&t=\d+$/);
  await expect(page.getByTestId('logo')).toHaveAttribute('data-variant', 'user');
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'white');
});

test('switching identity changes the menus and the theme', async ({ page }) => {
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'admin');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('identity-switcher').click();
  await page.getByRole('menuitem', { name: 'Developer' }).click();
  await expect(page).toHaveURL(/\/developer\/process\/list$/);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('menuitem', { name: /Exception records/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Organisation/ })).toHaveCount(0);
  await page.getByTestId('identity-switcher').click();
  await page.getByRole('menuitem', { name: 'Owner' }).click();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'blue');
});

test('newbie must change the password before anything else', async ({ page, request }) => {
  await useLanguage(page, 'zh_CN');
  await uiLogin(page, 'newbie');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('请修改初始密码')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.getByTestId('pwd-old').fill(DEMO_PASSWORD);
  await page.getByTestId('pwd-new').fill('abc');
  await page.getByTestId('pwd-confirm').fill('abd');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText(/密码长度应为 8-32 位/)).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  // A password containing the account name is refused as typed.
  await page.getByTestId('pwd-new').fill('Newbie@2027');
  await expect(dialog.getByText('密码不能包含账号')).toBeVisible();
  await page.getByTestId('pwd-new').fill('Fresh@2027x');
  await page.getByTestId('pwd-confirm').fill('Fresh@2027x');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('密码已修改')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Put the demo password back for later runs (a normal change, no longer forced).
  const newbie = await apiLogin(request, 'newbie', 'Fresh@2027x');
  expect(newbie.user.isNeedModifyPwd).toBe(0);
  const back = await newbie.post<Envelope>('/sauth/user/modifyPwd', {
    id: newbie.user.id,
    oldPassWord: newbie.encrypt('Fresh@2027x'),
    newPassWord: newbie.encrypt(DEMO_PASSWORD),
    confirmPassWord: newbie.encrypt(DEMO_PASSWORD),
  });
  expect(back.code).toBe(0);
});

test('logout returns to /console/ and back does not re-enter', async ({ page }) => {
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'user');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.getByRole('menuitem', { name: /Run records/ }).click();
  await expect(page).toHaveURL(/\/user\/record\/list$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/user\/login$/);
  // Back: the guard turns protected pages away (aborting that navigation), so no signed-in page shows again.
  for (let i = 0; i < 3; i++) {
    await page.goBack().catch(() => undefined);
    await expect(page).not.toHaveURL(/\/user\/(dashboard|record)/);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  }
  await page.goto('./user/dashboard');
  await expect(page).toHaveURL(/\/console\/user\/login$/);
});

test('a stored value that fails to decrypt forces a logout', async ({ page }) => {
  await uiLogin(page, 'user');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await page.evaluate(() => window.localStorage.setItem('rpa.token', 'tampered-value'));
  await page.reload();
  await expect(page).toHaveURL(/\/console\/user\/login$/);
  // The logout reloads the page; read storage once it has settled.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('rpa.token')).catch(() => 'navigating'))
    .toBeNull();
});

test('the captcha appears after the failed-login threshold', async ({ page }) => {
  await useLanguage(page, 'en_US');
  await page.goto('./user/login');
  // A name of its own each try: a retry must not start above the threshold.
  const ghost = `ghost-${Date.now().toString(36)}`;
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('login-username').fill(ghost);
    await page.getByTestId('login-password').fill(`Wrong@${i}`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
  }
  const image = page.getByTestId('login-captcha-image');
  await expect(image).toBeVisible();
  // Visible is laid out, not yet decoded: wait for the picture itself.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('login-password').fill('Wrong@9');
  await page.getByTestId('login-submit').click();
  // The form's own check answers, before any call (the last refusal may still be shown above).
  await expect(
    page.locator('form .ant-form-item-explain-error', { hasText: 'Please enter the captcha' }),
  ).toBeVisible();
});
