import { expect, type Page, test } from '@playwright/test';
import { examplePackage } from '../packages/server/src/modules/processes/example';
import { apiLogin, signedIn } from './helpers';

// Unique per run, so a retry against the same server starts clean.
const RUN = Date.now().toString(36).slice(-5);
const NAME = `E2E invoice ${RUN}`;
const REASON = `Describe the threshold parameter ${RUN}`;

async function findInList(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('processes-filter-name').fill(NAME);
  await page.getByTestId('processes-search').click();
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
}

test('a package goes from upload to a user: submitted, returned with a reason, resubmitted, approved, then run and drawn', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const zip = await examplePackage({ name: NAME, version: '1.0.0' });

  // The developer uploads the package (a new process opens its form) and submits it to the owner.
  const dev = await browser.newPage();
  await signedIn(dev, 'developer');
  await dev.goto('./developer/process/list');
  await dev.getByTestId('processes-upload').click();
  await dev
    .locator('.ant-modal input[type=file]')
    .setInputFiles({ name: 'package.zip', mimeType: 'application/zip', buffer: zip });
  await expect(dev.getByTestId('edit-name')).toHaveValue(NAME);
  await findInList(dev, './developer/process/list');
  await dev.getByTestId(`process-publish-${NAME}`).click();
  await expect(dev).toHaveURL(/\/developer\/process\/publish\?id=\d+/);
  await dev.getByTestId('publish-ok').click();
  await expect(dev.getByText('Choose the owner who audits this version')).toBeVisible();
  await dev.getByTestId('publish-owner').click();
  await dev.keyboard.type('(owner)');
  await dev.keyboard.press('Enter');
  await dev.getByTestId('publish-ok').click();
  await expect(dev.getByText('Version submitted to the owner')).toBeVisible();
  await expect(dev).toHaveURL(/\/developer\/process\/list/);

  // The owner returns it with a reason; a blank reason is refused first.
  const owner = await browser.newPage();
  await signedIn(owner, 'owner');
  await findInList(owner, './owner/process/list');
  await owner.getByTestId(`process-back-${NAME}`).click();
  await owner.getByTestId('reason-ok').click();
  await expect(owner.getByText('Enter a reason')).toBeVisible();
  await owner.getByTestId('reason-input').fill(REASON);
  await owner.getByTestId('reason-ok').click();
  await expect(owner.getByText('Version returned to the developer')).toBeVisible();

  // The developer sees the reason on the version, in the operation records and on the publish
  // page, and submits again from the version; the owner is fixed now.
  await findInList(dev, './developer/process/list');
  await dev.getByRole('link', { name: NAME }).click();
  await dev.getByRole('tab', { name: 'Versions' }).click();
  await expect(dev.getByTestId('version-reason-1.0.0')).toContainText(REASON);
  await dev.goto('./developer/record/operate');
  await dev.getByTestId('records-filter-process').click();
  await dev.keyboard.type(NAME);
  await dev.locator('.ant-select-item-option', { hasText: NAME }).click();
  // Only this process's records once the filter applies: its return and its submission.
  const rows = dev.locator('.ant-table-row');
  await expect(rows.filter({ hasNotText: NAME })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Returned' })).toContainText(REASON);
  await expect(rows.filter({ hasText: 'Submitted' })).toHaveCount(1);
  await findInList(dev, './developer/process/list');
  await dev.getByRole('link', { name: NAME }).click();
  await dev.getByRole('tab', { name: 'Versions' }).click();
  await dev.getByTestId('version-publish-1.0.0').click();
  await expect(dev.getByTestId('publish-last-reason')).toContainText(REASON);
  await expect(
    dev.getByText('The owner was confirmed at the first publication and cannot change'),
  ).toBeVisible();
  await dev.getByTestId('publish-ok').click();
  await expect(dev.getByText('Version submitted to the owner')).toBeVisible();

  // The owner approves: the version is published.
  await findInList(owner, './owner/process/list');
  await owner.getByTestId(`process-approve-${NAME}`).click();
  await owner.getByTestId('approve-ok').click();
  await expect(owner.getByText('Version published')).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: NAME })).toContainText('Published');

  // The owner assigns the demo user.
  await owner.getByTestId(`process-more-${NAME}`).click();
  await owner.getByRole('menuitem', { name: 'Assign users' }).click();
  const transfer = owner.locator('.ant-transfer');
  await transfer.locator('.ant-transfer-section').first().getByText('赵使用 (user)').click();
  await transfer.locator('.ant-transfer-actions button').first().click();
  await owner.getByTestId('assign-ok').click();
  await expect(owner.getByText('Users assigned')).toBeVisible();
  const ownerApi = await apiLogin(request, 'owner');
  const listed = await ownerApi.post<{ records: Array<{ userCount: number }> }>('/process/owner/list', {
    name: NAME,
  });
  expect(listed.result.records[0]?.userCount).toBe(1);

  // The user sees it; the run dialog refuses a missing required parameter; the flow chart draws the manifest.
  const user = await browser.newPage();
  await signedIn(user, 'user');
  await user.goto('./user/process/list');
  await user.getByTestId(`process-run-${NAME}`).click();
  await user.getByTestId('run-param-month').fill('');
  await user.getByTestId('run-submit').click();
  await expect(user.getByTestId('run-issues')).toContainText('Parameter month is required');
  await user.keyboard.press('Escape');
  await user.getByTestId(`process-flow-${NAME}`).click();
  const chart = user.locator('.react-flow');
  for (const node of ['Start', 'Read invoices', 'Above threshold?', 'Write report', 'End']) {
    await expect(chart.getByText(node, { exact: true })).toBeVisible();
  }
});
