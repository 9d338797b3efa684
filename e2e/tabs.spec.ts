import { expect, type Page, test } from '@playwright/test';
import { uiLogin, useLanguage } from './helpers';

const tabTitles = (page: Page) => page.getByTestId('page-tab').allTextContents();

async function closeTab(page: Page, title: string) {
  await page
    .locator('.ant-tabs-tab')
    .filter({ hasText: title })
    .getByRole('button', { name: 'remove' })
    .click();
}

async function tabMenu(page: Page, title: string, action: string) {
  await page.getByTestId('page-tab').filter({ hasText: title }).click({ button: 'right' });
  const item = page.getByRole('menuitem', { name: action });
  await expect(item).toBeVisible();
  // Headless runs sometimes report the page under the opening menu as on top; the click event itself is what counts.
  await item.dispatchEvent('click');
}

test('page tabs: open, close left/right/others, reload, refusals and persistence', async ({ page }) => {
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'manager');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard']);

  // The only tab: the last page cannot be closed.
  await closeTab(page, 'Dashboard');
  await expect(page.getByText('This is the last page, it cannot be closed')).toBeVisible();
  await expect(page.getByText('This is the last page, it cannot be closed')).toBeHidden();

  await page.getByRole('menuitem', { name: 'Organisation' }).click();
  for (const name of ['Users', 'Roles', 'Departments']) await page.getByRole('menuitem', { name }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Users', 'Roles', 'Departments']);
  await expect(page).toHaveURL(/\/manager\/department\/list$/);

  // The home tab cannot be closed.
  await closeTab(page, 'Dashboard');
  await expect(page.getByText('Home page cannot be closed')).toBeVisible();
  // Wait for the toast to go: it sits over the tab bar's context menu.
  await expect(page.getByText('Home page cannot be closed')).toBeHidden();

  await tabMenu(page, 'Roles', 'Close tabs to the left');
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Roles', 'Departments']);
  await tabMenu(page, 'Roles', 'Close tabs to the right');
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Roles']);
  await expect(page).toHaveURL(/\/manager\/role\/list$/);

  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Roles', 'Users']);
  await tabMenu(page, 'Roles', 'Reload');
  await expect(page).toHaveURL(/\/manager\/role\/list$/);

  // Tabs survive a reload of the browser.
  await page.reload();
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Roles', 'Users']);

  await tabMenu(page, 'Users', 'Close other tabs');
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'Users']);
  await expect(page).toHaveURL(/\/manager\/user\/list$/);
  await closeTab(page, 'Users');
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard']);
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
});
