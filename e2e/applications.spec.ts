import { expect, test } from '@playwright/test';
import { pickDepartment, signedIn } from './helpers';

// Unique per run, so a retry against the same server starts clean.
const NAME = `ERP_${Date.now().toString(36).toUpperCase()}`;

test('a manager creates an application, sees its secret once, edits it, resets the secret and deletes it after confirming', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const secrets: string[] = [];
  const leaked: string[] = [];
  // Only the add and reset answers may hold a secret.
  page.on('response', async (r) => {
    if (!/\/application\/(list|detail|edit)/.test(r.url())) return;
    const body = await r.text().catch(() => '');
    if (secrets.some((s) => body.includes(s))) leaked.push(r.url());
  });
  // The demo manager manages Operations only; admin's manager identity has the whole tree, R&D included.
  await signedIn(page, 'admin');
  await page.goto('./manager/application/list');
  await page.getByTestId('applications-add').click();
  const drawer = page.getByTestId('application-drawer');

  // Refused before the server is asked: no name, no department.
  await page.getByTestId('application-submit').click();
  await expect(drawer.getByText('Choose a department')).toBeVisible();
  await page.getByTestId('application-name').fill(NAME);
  await pickDepartment(page, 'application-department', drawer, 'R&D');
  await page.getByTestId('application-description').fill('Invoices from the ERP');
  await page.getByTestId('application-submit').click();
  await expect(drawer).toBeHidden();

  // Shown this once, with the warning; closed only by its button.
  const dialog = page.getByTestId('application-secret-dialog');
  await expect(dialog).toContainText('never shown again');
  const value = page.getByTestId('application-secret-value');
  const secret = ((await value.textContent()) ?? '').trim();
  expect(secret.length).toBeGreaterThan(16);
  secrets.push(secret);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.getByTestId('application-secret-done').click();
  await expect(dialog).toBeHidden();

  // The list shows the secret's first characters, masked, never the secret.
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('R&D');
  await expect(row).toContainText('••••••••');
  const masked = row.getByTestId(/^application-secret-\d+$/);
  const prefix = ((await masked.textContent()) ?? '').replace(/•/g, '');
  expect(secret.startsWith(prefix)).toBe(true);
  expect(prefix.length).toBeLessThan(secret.length);
  await expect(page.getByText(secret)).toHaveCount(0);
  const id = ((await row.getByTestId(/^application-name-/).getAttribute('data-testid')) ?? '')
    .split('-')
    .pop();

  await page.getByTestId(`application-edit-${id}`).click();
  await expect(page.getByTestId('application-name')).toHaveValue(NAME);
  await page.getByTestId('application-description').fill('Invoices and payments from the ERP');
  await page.getByTestId('application-submit').click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('Invoices and payments from the ERP');

  // A reset says what stops working, then shows the new secret once.
  await page.getByTestId(`application-reset-${id}`).click();
  await expect(page.getByText('stop working at once')).toBeVisible();
  await page.getByTestId('application-reset-ok').click();
  await expect(dialog).toBeVisible();
  const renewed = ((await value.textContent()) ?? '').trim();
  expect(renewed.length).toBeGreaterThan(16);
  expect(renewed).not.toBe(secret);
  secrets.push(renewed);
  await page.getByTestId('application-secret-done').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(renewed)).toHaveCount(0);

  await page.getByTestId(`application-delete-${id}`).click();
  await page.getByTestId('application-delete-ok').click();
  await expect(page.getByText('Deleted 1 applications')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  expect(leaked).toEqual([]);
});
