import { expect, type Page, test } from '@playwright/test';
import { apiLogin, signedIn } from './helpers';

const DEMO_PROCESS = '发票核验 Invoice check';

/** Fails the test on any error the page does not handle (e.g. an uncaught promise rejection). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test('the developer edits and saves the seeded process, whose department (Finance) they do not manage', async ({
  page,
  request,
}) => {
  const dev = await apiLogin(request, 'developer');
  const id = await dev.idIn('/process/dev/list', { name: 'Invoice check' }, { name: DEMO_PROCESS });
  expect(id).toBeGreaterThan(0);

  await signedIn(page, 'developer', 'zh_CN');
  await page.goto(`./developer/process/edit?id=${id}`);
  await expect(page.getByTestId('edit-name')).toHaveValue(DEMO_PROCESS);
  // The department shows by name, not as its id.
  const department = page.getByTestId('edit-department');
  await expect(department).toContainText('财务部 Finance');
  await expect(department).not.toHaveText(/^\d+$/);

  const keywords = page.getByLabel('关键词');
  await keywords.fill('财务,发票,finance,核验');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await expect(page.getByText('只能选择您管理的部门')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/developer/process/detail\\?id=${id}`));
  await expect(page.getByText('财务部 Finance').first()).toBeVisible();
});

test('a run started elsewhere appears in the open task list by itself, and the list exports', async ({
  page,
  request,
}) => {
  await signedIn(page, 'manager', 'en_US');
  await page.goto('./manager/task/list');
  await expect(page.getByTestId('tasks-search')).toBeVisible();

  // Started through the API while the list stays open and untouched.
  const manager = await apiLogin(request, 'manager');
  const processId = await manager.idIn(
    '/process/manager/list',
    { name: 'Invoice check' },
    { name: DEMO_PROCESS },
  );
  const run = await manager.post<{ id: number }>('/task/run', {
    processId,
    parameters: { month: '2026-11', invoice_file: 'invoices.csv' },
  });
  expect(run.code, run.msg).toBe(0);
  await expect(page.getByTestId(`task-detail-${run.result.id}`)).toBeVisible({ timeout: 15_000 });

  // Search with unchanged filters asks the server again.
  const asked = page.waitForRequest((r) => r.url().includes('/api/task/list'));
  await page.getByTestId('tasks-search').click();
  await asked;

  await page.getByTestId('tasks-export').click();
  await page.getByRole('radio', { name: /CSV/ }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-ok').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
  expect(text).toContain(DEMO_PROCESS);
});

test('saving a role or a user with missing fields shows the errors and throws nothing', async ({ page }) => {
  const errors = watchErrors(page);
  await signedIn(page, 'admin', 'zh_CN');
  await page.goto('./manager/role/list');
  // Built-in roles read in the reader's language.
  await expect(page.getByRole('cell', { name: '流程拥有者', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Manager', exact: true })).toHaveCount(0);
  await page.getByTestId('roles-add').click();
  await page.getByTestId('role-submit').click();
  await expect(page.getByText('请输入角色名称')).toBeVisible();

  await page.goto('./manager/user/list');
  await page.getByTestId('users-add').click();
  await page.getByTestId('user-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test('the manager deletes a process of their departments after confirming', async ({ page, request }) => {
  // A fresh process of the developer (R&D); the admin manages every department.
  const dev = await apiLogin(request, 'developer');
  const { examplePackage } = await import('../packages/server/src/modules/processes/example');
  const name = `Delete me ${Date.now().toString(36).slice(-5)}`;
  const up = await dev.upload<{ process: { id: number } }>(
    '/process/dev/upload',
    'p.zip',
    await examplePackage({ name }),
  );
  expect(up.code, up.msg).toBe(0);
  const admin = await apiLogin(request, 'admin');

  await signedIn(page, 'admin', 'en_US');
  await page.goto('./manager/process/list');
  await page.getByTestId(`process-more-${name}`).click();
  await page.getByRole('menuitem', { name: 'Delete process' }).click();
  await expect(page.getByText(`Delete process ${name} with all its versions`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Process deleted')).toBeVisible();
  await expect(page.getByTestId(`process-more-${name}`)).toHaveCount(0);
  const after = await admin.post<{ records: unknown[] }>('/process/manager/list', { name });
  expect(after.result.records).toHaveLength(0);
});
