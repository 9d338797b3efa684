import { expect, type Page, test } from '@playwright/test';
import { examplePackage, zipEntries } from '../packages/server/src/modules/processes/example';
import { apiLogin, choose, publishForUser, signedIn, withRobot } from './helpers';

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

test('a process using a component reports a business field on a reference robot, and the user finds the run by its value', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const key = `invoice_${RUN.replace(/[^a-z]/g, 'x')}`;
  const name = `E2E invoices ${RUN}`;
  // A component made by the developers reports the invoice a run handled; the process uses it.
  const component = `e2e-reporter-${RUN}`;
  const env = `RPA_COMPONENT_${component.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
  const componentZip = await zipEntries({
    'manifest.json': JSON.stringify({
      kind: 'component',
      name: component,
      version: '1.0.0',
      description: 'Reports the invoice a run handled',
      entry: 'index.mjs',
      inputs: [{ name: 'invoice', type: 'string' }],
    }),
    'index.mjs': `export const reportInvoice = (no) => console.log('::rpa-field ${key}=' + no);\n`,
  });
  const manager = await apiLogin(request, 'admin');
  const uploaded = await manager.upload('/component/upload', `${component}.zip`, componentZip);
  expect(uploaded.code, uploaded.msg).toBe(0);
  const zip = await examplePackage(
    {
      name,
      entry: 'invoice.mjs',
      parameters: [{ name: 'invoice', type: 'string', defaultValue: '', required: true }],
      components: [{ name: component, version: '1.0.0' }],
    },
    {
      'invoice.mjs': `import path from 'node:path';
import { pathToFileURL } from 'node:url';
const { reportInvoice } = await import(pathToFileURL(path.join(process.env.${env}, 'index.mjs')).href);
reportInvoice(process.env.RPA_PARAM_INVOICE);
console.log('checked');
`,
    },
  );
  await publishForUser(request, 'invoice.zip', zip);

  // The manager adds the field; a key with capitals is refused in the form.
  const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signedIn(admin, 'admin');
  await admin.goto('./manager/field/list');
  await admin.getByTestId('log-fields-add').click();
  await admin.getByTestId('log-field-name').fill('Invoice number');
  await admin.getByTestId('log-field-key').fill('Invoice');
  await admin.getByTestId('log-field-submit').click();
  await expect(admin.getByTestId('log-field-drawer')).toContainText(
    'The field key is lowercase letters and underscores',
  );
  await admin.getByTestId('log-field-key').fill(key);
  await admin.getByTestId('log-field-submit').click();
  await expect(admin.getByTestId('log-field-drawer')).toBeHidden();
  await expect(admin.getByText(key, { exact: true })).toBeVisible();
  await admin.context().close();

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
