import { expect, test } from '@playwright/test';
import { pickDepartment, signedIn } from './helpers';

const NAME = `ERP_PASSWORD_${Date.now().toString(36).toUpperCase()}`;
const SECRET = 'erp-s3cret-value';

test('a manager keeps a password variable: shown masked, kept when edited without a value, and deleted after a confirmation', async ({
  page,
}) => {
  const leaked: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/variable/') && (await r.text().catch(() => '')).includes(SECRET))
      leaked.push(r.url());
  });
  await signedIn(page, 'admin');
  await page.goto('./manager/variable/list');
  await page.getByTestId('variables-add').click();
  const drawer = page.getByTestId('variable-drawer');

  // Refused before the server is asked: no name, no value, no department.
  await page.getByTestId('variable-submit').click();
  await expect(drawer.locator('.ant-form-item-explain-error').first()).toBeVisible();

  await page.getByTestId('variable-name').fill(NAME);
  await page.getByTestId('variable-type').getByText('Password').click();
  await page.getByTestId('variable-value').fill(SECRET);
  await pickDepartment(page, 'variable-department', drawer, 'R&D');
  await page.getByTestId('variable-submit').click();
  await expect(drawer).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('******');
  await expect(row).toContainText('All robots of the department');
  const id = ((await row.getByTestId(/^variable-name-/).getAttribute('data-testid')) ?? '').split('-').pop();

  // Edited without a value: the stored password stays, still unseen.
  await page.getByTestId(`variable-edit-${id}`).click();
  await expect(page.getByTestId('variable-value')).toHaveValue('');
  await expect(drawer).toContainText('leave it empty to keep it');
  await page.getByTestId('variable-submit').click();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('******');

  // No robot has read it yet.
  await page.getByTestId(`variable-records-${id}`).click();
  const records = page.getByRole('dialog', { name: `Access records of ${NAME}` });
  await expect(records).toBeVisible();
  await expect(records.getByText('No robot has read or written it')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId(`variable-delete-${id}`).click();
  await page.getByTestId('variable-delete-ok').click();
  await expect(page.getByText('Deleted 1 variables')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  expect(leaked).toEqual([]);
});
