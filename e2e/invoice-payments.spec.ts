import { expect, test } from '@playwright/test';
import { packageFromDir } from '../packages/server/src/modules/processes/example';
import {
  apiLogin,
  choose,
  expectRunEnds,
  pickDepartment,
  publishForUser,
  signedIn,
  withRobot,
} from './helpers';

const RUN = Date.now().toString(36).slice(-5);
const PROCESS = `Invoice payments ${RUN}`;
const SPACE = `Payments ${RUN}`;
/** The example reads this variable (examples/invoice-payments/manifest.json). */
const VARIABLE = 'ERP_PASSWORD';
const SECRET = `erp-Pa55-${RUN}`;
const EXAMPLE = new URL('../examples/invoice-payments', import.meta.url).pathname;

test.describe.configure({ timeout: 240_000 });

test('a manager keeps the ERP password and a queue of invoices; the example process pays them on a reference robot without the password reaching its log', async ({
  browser,
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  // A retry meets the variable of the first attempt: the name is the one the example reads
  // (the demo keeps one of that name in Finance; this journey's is R&D's).
  const variables = await admin.records<{ id: number; name: string; departmentName: string }>(
    '/variable/list',
    { name: VARIABLE },
  );
  // The demo department is called '研发中心 R&D'.
  const left = variables.find((v) => v.name === VARIABLE && v.departmentName.endsWith('R&D'));
  if (left) expect((await admin.post('/variable/delete', { ids: [left.id] })).code).toBe(0);

  await signedIn(page, 'admin');
  await page.goto('./manager/variable/list');
  await page.getByTestId('variables-add').click();
  const variableDrawer = page.getByTestId('variable-drawer');
  await page.getByTestId('variable-name').fill(VARIABLE);
  await page.getByTestId('variable-type').getByText('Password').click();
  await page.getByTestId('variable-value').fill(SECRET);
  await pickDepartment(page, 'variable-department', variableDrawer, 'R&D');
  await page.getByTestId('variable-submit').click();
  await expect(variableDrawer).toBeHidden();

  await page.goto('./manager/taskdata/list');
  await page.getByTestId('task-data-add').click();
  const spaceDrawer = page.getByTestId('task-data-drawer');
  await page.getByTestId('task-data-name').fill(SPACE);
  await page.getByTestId('task-data-maxAttempts').fill('0');
  await page.getByTestId('task-data-description').fill('Supplier invoices to pay');
  await pickDepartment(page, 'task-data-department', spaceDrawer, 'R&D');
  await page.getByTestId('task-data-submit').click();
  await expect(spaceDrawer).toBeHidden();

  // One invoice from the console, two more as another system would add them: one without an amount.
  const spaceRow = page.getByRole('row').filter({ hasText: SPACE });
  await spaceRow.getByText('Items', { exact: true }).click();
  const items = page.getByRole('dialog', { name: `Items of ${SPACE}` });
  await page.getByTestId('task-items-add').click();
  await page
    .getByTestId('task-item-content')
    .fill('{"invoice": "INV-101", "supplier": "Acme", "amount": 1200.5}');
  await page.getByTestId('task-item-reference').fill('INV-101');
  await page.getByTestId('task-item-submit').click();
  await expect(items.getByRole('row').filter({ hasText: 'INV-101' })).toContainText('Wait to run');
  const spaceId = await admin.idIn('/taskData/list', { name: SPACE }, { name: SPACE });
  for (const content of [
    { invoice: 'INV-102', supplier: 'Globex', amount: 80 },
    { invoice: 'INV-103', supplier: 'Initech' },
  ]) {
    const added = await admin.post('/taskData/records/add', { spaceId, content, reference: content.invoice });
    expect(added.code, added.msg).toBe(0);
  }
  await page.keyboard.press('Escape');

  const zip = await packageFromDir(EXAMPLE, { name: PROCESS });
  await publishForUser(request, 'invoice-payments.zip', zip);
  // The robot joins R&D, the department of the variable and the space.
  let taskId = 0;
  await withRobot(request, `E2E-PAY-${RUN}`, '1001', async (robot) => {
    // The user runs it in a browser of their own; the manager's page stays signed in.
    const user = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await signedIn(user, 'user');
    await user.goto('./user/process/list');
    await user.getByTestId(`process-run-${PROCESS}`).click();
    await user.getByTestId('run-param-queue_space').fill(SPACE);
    // Traced: the process prints its sign-in request, password and all; the robot masks it.
    const trace = user.getByTestId('run-param-trace_requests');
    await choose(trace, user.locator('.ant-select-item-option').filter({ hasText: 'Yes' }), () =>
      expect(trace).toContainText('Yes', { timeout: 2000 }),
    );
    await user.getByTestId('run-submit').click();
    const created = user.getByTestId('run-created');
    await expect(created).toBeVisible();
    taskId = Number(/(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
    await user.keyboard.press('Escape');

    await expectRunEnds(request, 'user', taskId, 'success', 90_000, robot.tail);
    await user.goto('./user/record/list');
    await expect(user.getByTestId(`task-state-${taskId}`)).toHaveText('Success');
    await user.getByTestId(`task-detail-${taskId}`).click();
    await user.getByRole('tab', { name: /Logs/ }).click();
    const logs = user.getByTestId('task-logs');
    await expect(logs).toContainText('INV-101 Acme 1200.50 paid');
    await expect(logs).toContainText('2 invoices paid, 1 failed');
    await expect(logs).toContainText('"password":"******"');
    await expect(logs).not.toContainText(SECRET);

    // The manager sees the outcome of each item and the robot's read of the password.
    await page.goto('./manager/taskdata/list');
    await page.getByRole('row').filter({ hasText: SPACE }).getByText('Items', { exact: true }).click();
    const done = page.getByRole('dialog', { name: `Items of ${SPACE}` });
    await expect(done.getByRole('row').filter({ hasText: 'INV-101' })).toContainText('Run successfully');
    await expect(done.getByRole('row').filter({ hasText: 'INV-102' })).toContainText('Run successfully');
    await expect(done.getByRole('row').filter({ hasText: 'INV-103' })).toContainText(
      'the invoice has no positive amount',
    );
    await expect(done.getByRole('row').filter({ hasText: 'INV-103' })).toContainText('Run failed');
    await page.keyboard.press('Escape');

    await page.goto('./manager/variable/list');
    const variableRow = page.getByRole('row').filter({ hasText: VARIABLE }).filter({ hasText: 'R&D' });
    await variableRow.getByTestId(/^variable-records-/).click();
    const reads = page.getByRole('dialog', { name: `Access records of ${VARIABLE}` });
    const read = reads.getByRole('row').filter({ hasText: `E2E-PAY-${RUN}` });
    await expect(read).toContainText('Read');
    await expect(read).toContainText(PROCESS);
    await expect(read).toContainText(String(taskId));
    await page.keyboard.press('Escape');

    // From now on a queue schedule pays what arrives, with no one starting a run.
    await page.goto('./manager/schedule/list');
    await page.getByTestId('schedule-add').click();
    await page.getByTestId('schedule-name').fill(`Pay arrivals ${RUN}`);
    await page.getByTestId('schedule-process').click();
    await page.keyboard.type(PROCESS);
    await page.locator('.ant-select-item-option', { hasText: PROCESS }).click();
    await page.locator('.ant-radio-button-wrapper', { hasText: 'When items wait' }).click();
    await page.getByTestId('schedule-save').click();
    await expect(page.getByText('Choose a task data space').last()).toBeVisible();
    const spaceField = page.getByTestId('schedule-queue-space');
    const spaceOption = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: SPACE });
    await choose(spaceField, spaceOption, () => expect(spaceField).toContainText(SPACE, { timeout: 2000 }));
    await page.getByTestId('schedule-save').click();
    await expect(page.getByText('Schedule saved')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Pay arrivals ${RUN}` })).toContainText(SPACE);

    const arrived = await admin.post<{ id: number }>('/taskData/records/add', {
      spaceId,
      content: { invoice: 'INV-104', supplier: 'Umbrella', amount: 42 },
      reference: 'INV-104',
    });
    expect(arrived.code, arrived.msg).toBe(0);
    await expect
      .poll(
        async () =>
          (await admin.records<{ id: number; state: string }>('/taskData/records', { spaceId })).find(
            (r) => r.id === arrived.result.id,
          )?.state,
        { timeout: 90_000 },
      )
      .toBe('runSuccessfully');
  });

  // Nowhere in the run's whole log, as the API gives it to any reader.
  const reader = await apiLogin(request, 'user');
  const lines = await reader.post<{ total: number; records: unknown[] }>('/task/logs', { taskId, size: 500 });
  expect(lines.code, lines.msg).toBe(0);
  expect(lines.result.records.length).toBe(lines.result.total);
  expect(JSON.stringify(lines.result.records)).toContain('******');
  expect(JSON.stringify(lines.result.records)).not.toContain(SECRET);
});
