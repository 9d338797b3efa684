import { expect, type Page, test } from '@playwright/test';
import { examplePackage } from '../packages/server/src/modules/processes/example';
import { expectRunEnds, publishForUser, signedIn, withRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);
const DEMO_PROCESS = '发票核验 Invoice check';

// Each test waits for a robot and a run.
test.describe.configure({ timeout: 120_000 });

/** Runs a process from the user's list with the given parameter values; returns the task id. */
async function runFromList(page: Page, processName: string, values: Record<string, string>) {
  await page.goto('./user/process/list');
  await page.getByTestId(`process-run-${processName}`).click();
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`run-param-${name}`).fill(value);
  await page.getByTestId('run-submit').click();
  const created = page.getByTestId('run-created');
  await expect(created).toBeVisible();
  const id = Number(/(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  return id;
}

test('a user runs a process with parameters, watches it succeed, reads its log and downloads what it produced', async ({
  page,
  request,
}) => {
  await withRobot(request, `E2E-RUN-${RUN}`, '10021', async (robot) => {
    await signedIn(page, 'user');
    const id = await runFromList(page, DEMO_PROCESS, { month: '2026-11', threshold: '5000' });
    await page.goto('./user/record/list');
    // The run ends (when it does not, the failure says where it stands), and the list,
    // opened while it ran, shows it by itself.
    await expectRunEnds(request, 'user', id, 'success', 60_000, robot.tail);
    await expect(page.getByTestId(`task-state-${id}`)).toHaveText('Success');
    await page.getByTestId(`task-detail-${id}`).click();
    await page.getByRole('tab', { name: /Logs/ }).click();
    await expect(page.getByTestId('task-logs')).toContainText(
      'checking invoices of 2026-11 against the threshold 5000',
    );
    await page.getByTestId('task-log-search').locator('input').fill('REVIEW');
    await page.getByTestId('task-log-search').locator('input').press('Enter');
    await expect(page.getByTestId('task-logs')).not.toContainText('checking invoices');
    await expect(page.getByTestId('task-logs')).toContainText('REVIEW');
    await page.getByRole('tab', { name: /Files/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('task-file-report.txt').click(),
    ]);
    expect(download.suggestedFilename()).toBe('report.txt');
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString()).toContain('2026-11');
  });
});

test('a running task is stopped from the run records and ends stopped', async ({ page, request }) => {
  const name = `E2E slow ${RUN}`;
  // A process that runs five minutes unless stopped.
  const zip = await examplePackage(
    { name, entry: 'slow.mjs', parameters: [] },
    {
      'slow.mjs':
        "let n = 0; setInterval(() => console.log('tick ' + ++n), 200); setTimeout(() => process.exit(0), 300000);",
    },
  );
  await publishForUser(request, 'slow.zip', zip);
  // The developer's department (R&D, 1001) runs it.
  await withRobot(request, `E2E-STOP-${RUN}`, '1001', async () => {
    await signedIn(page, 'user');
    const id = await runFromList(page, name, {});
    await page.goto('./user/record/list');
    await expect(page.getByTestId(`task-state-${id}`)).toHaveText('Running', { timeout: 60_000 });
    await page.getByTestId(`task-stop-${id}`).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId(`task-state-${id}`)).toHaveText('Stopped', { timeout: 30_000 });
  });
});
