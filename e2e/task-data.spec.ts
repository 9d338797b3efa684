import { expect, test } from '@playwright/test';
import { pickDepartment, signedIn } from './helpers';

const SPACE = `Invoices ${Date.now().toString(36)}`;

test('a manager makes a task data space, adds an item and sees it waiting; a second item with its reference is refused', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await page.goto('./manager/taskdata/list');
  await page.getByTestId('task-data-add').click();
  const drawer = page.getByTestId('task-data-drawer');
  // A one-character name and no description: refused before the server is asked.
  await page.getByTestId('task-data-name').fill('x');
  await page.getByTestId('task-data-submit').click();
  await expect(drawer.getByText('The task data name must be 2 to 64 characters')).toBeVisible();

  await page.getByTestId('task-data-name').fill(SPACE);
  await page.getByTestId('task-data-maxItems').fill('100');
  await page.getByTestId('task-data-description').fill('Supplier invoices to check');
  await pickDepartment(page, 'task-data-department', drawer, 'R&D');
  await page.getByTestId('task-data-submit').click();
  await expect(drawer).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: SPACE });
  await expect(row).toContainText('0 of 100');
  await row.getByText('Items', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Items of ${SPACE}` });
  await expect(dialog.getByText('No items in this space')).toBeVisible();

  await page.getByTestId('task-items-add').click();
  await page.getByTestId('task-item-content').fill('{"invoice": "INV-001", "amount": 1200}');
  await page.getByTestId('task-item-reference').fill('INV-001');
  await page.getByTestId('task-item-submit').click();
  await expect(page.getByText('Item added')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'INV-001' })).toContainText('Wait to run');

  await page.getByTestId('task-items-add').click();
  await page.getByTestId('task-item-content').fill('not json');
  await page.getByTestId('task-item-submit').click();
  await expect(page.getByText('Enter valid JSON')).toBeVisible();
  await page.getByTestId('task-item-content').fill('{"invoice": "INV-001"}');
  await page.getByTestId('task-item-reference').fill('INV-001');
  await page.getByTestId('task-item-submit').click();
  await expect(page.getByText('The space already has an item with reference "INV-001"')).toBeVisible();
});
