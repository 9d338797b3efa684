import { expect, type Page, test } from '@playwright/test';
import { examplePackage } from '../packages/server/src/modules/processes/example';
import { choose, publishForUser, signedIn, withRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);

/** Runs a process from the user's list for one invoice; answers the task id. */
async function runFromList(page: Page, processName: string, invoice: string) {
  await page.goto('./user/process/list');
  await page.getByTestId(`process-run-${processName}`).click();
  await page.getByTestId('run-param-invoice').fill(invoice);
  await page.getByTestId('run-submit').click();
  const created = page.getByTestId('run-created');
  await expect(created).toBeVisible();
  const id = Number(/(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
  await page.keyboard.press('Escape');
  return id;
}

test('a manager defines a business field, runs report it on a reference robot, and the user finds a run by its value', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const key = `invoice_${RUN.replace(/[^a-z]/g, 'x')}`;
  const name = `E2E invoices ${RUN}`;
  // Each run reports the invoice it was given.
  const zip = await examplePackage(
    {
      name,
      entry: 'invoice.mjs',
      parameters: [{ name: 'invoice', type: 'string', defaultValue: '', required: true }],
    },
    {
      'invoice.mjs': `console.log('::rpa-field ${key}=' + process.env.RPA_PARAM_INVOICE);\nconsole.log('checked');\n`,
    },
  );
  await publishForUser(request, 'invoice.zip', zip);

  // The manager adds the field; a key with capitals is refused in the form.
  const manager = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signedIn(manager, 'admin');
  await manager.goto('./manager/field/list');
  await manager.getByTestId('log-fields-add').click();
  await manager.getByTestId('log-field-name').fill('Invoice number');
  await manager.getByTestId('log-field-key').fill('Invoice');
  await manager.getByTestId('log-field-submit').click();
  await expect(manager.getByTestId('log-field-drawer')).toContainText(
    'The field key is lowercase letters and underscores',
  );
  await manager.getByTestId('log-field-key').fill(key);
  await manager.getByTestId('log-field-submit').click();
  await expect(manager.getByTestId('log-field-drawer')).toBeHidden();
  await expect(manager.getByText(key, { exact: true })).toBeVisible();
  await manager.context().close();

  await withRobot(request, `E2E-FIELD-${RUN}`, '1001', async () => {
    await signedIn(page, 'user');
    const first = await runFromList(page, name, `INV-A-${RUN}`);
    const other = await runFromList(page, name, `INV-B-${RUN}`);
    await page.goto('./user/record/list');
    await expect(page.getByTestId(`task-state-${first}`)).toHaveText('Success', { timeout: 60_000 });
    await expect(page.getByTestId(`task-state-${other}`)).toHaveText('Success', { timeout: 60_000 });
    await page.getByTestId(`task-detail-${first}`).click();
    await expect(page.getByTestId('task-business-fields')).toContainText(`INV-A-${RUN}`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'More filters' }).click();
    await choose(
      page.getByTestId('tasks-filter-field'),
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: key }),
      async () => expect(page.getByTestId('tasks-filter-field')).toContainText(key, { timeout: 2000 }),
    );
    await page.getByTestId('tasks-filter-field-value').fill(`a-${RUN}`);
    await page.getByTestId('tasks-search').click();
    await expect(page.getByTestId(`task-state-${first}`)).toBeVisible();
    await expect(page.getByTestId(`task-state-${other}`)).toBeHidden();
  });
});
