import { expect, test } from '@playwright/test';
import { choose, uiLogin, useLanguage } from './helpers';

// Unique per run, so a retry against the same server starts clean.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

test('a manager creates a machine key, sees it once, and revokes it after confirming', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Keys ${RUN}`;
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  await page.goto('./manager/robot/keys');
  await expect(page.getByTestId('machine-key-add')).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('machine-key-add').click();
  // Nothing is created without a name and a department.
  await page.getByTestId('machine-key-add-ok').click();
  await expect(page.getByText('The key name must be 1 to 40 characters')).toBeVisible();
  await expect(page.getByText('Choose a department')).toBeVisible();
  await page.getByTestId('machine-key-name').fill(name);
  await choose(
    page.getByTestId('machine-key-department'),
    page.locator('.ant-select-tree').getByTitle('财务部 Finance'),
    () => expect(page.getByText('Choose a department')).toBeHidden({ timeout: 2000 }),
  );
  await page.getByTestId('machine-key-add-ok').click();

  // Shown this once, in full.
  const shown = page.getByTestId('machine-key-value');
  await expect(shown).toHaveText(/^rpamk_[A-Za-z0-9_-]{40,}$/);
  const key = (await shown.textContent()) ?? '';
  await expect(page.getByText('Copy the key now: it is not shown again.', { exact: false })).toBeVisible();
  await page.getByTestId('machine-key-created-done').click();
  await expect(shown).toBeHidden();
  await expect(page.getByTestId(`machine-key-state-${name}`)).toHaveText('Active');
  // The list shows its first characters only.
  await expect(page.getByText(key)).toHaveCount(0);

  // Revoking asks first; cancelling changes nothing.
  await page.getByTestId(`machine-key-revoke-${name}`).click();
  await expect(page.getByText(`Revoke the key "${name}"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Gone before asking again: a closing dialog still holds its buttons while it fades.
  await expect(page.getByText(`Revoke the key "${name}"?`)).toBeHidden();
  await expect(page.getByTestId(`machine-key-state-${name}`)).toHaveText('Active');
  await page.getByTestId(`machine-key-revoke-${name}`).click();
  await page.getByTestId('machine-key-revoke-ok').click();
  await expect(page.getByText('Key revoked')).toBeVisible();
  await expect(page.getByTestId(`machine-key-state-${name}`)).toHaveText('Revoked');
  await expect(page.getByTestId(`machine-key-revoke-${name}`)).toHaveCount(0);
});
