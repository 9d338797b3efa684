import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, signedIn, withRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);
const PROCESS = '发票核验 Invoice check';

test('each identity dashboard shows a run made here, and the report exports it', async ({
  browser,
  request,
}) => {
  /** A fresh browser signed in as the account, in English. */
  const signedInPage = async (account: string) => {
    const page = await (await browser.newContext()).newPage();
    await signedIn(page, account);
    return page;
  };
  test.setTimeout(150_000);
  const robotsNo = `E2E-DASH-${RUN}`;
  await withRobot(request, robotsNo, '10021', async () => {
    // A run, started as the user would, that succeeds on the robot.
    const user = await apiLogin(request, 'user');
    const processId = await user.idIn('/process/user/list', {}, { name: PROCESS });
    const started = await user.post<{ id: number }>('/task/run', {
      processId,
      parameters: { month: '2026-11', invoice_file: 'sample-invoices.csv' },
    });
    expect(started.code, started.msg).toBe(0);
    await expect
      .poll(
        async () =>
          (await user.records<{ id: number; state: string }>('/task/list')).find(
            (t) => t.id === started.result.id,
          )?.state,
        { timeout: 60_000 },
      )
      .toBe('success');

    // Manager: the run is among the last 10, on this robot, and counted.
    let page = await signedInPage('admin');
    await page.goto('./manager/dashboard');
    await expect(page.getByTestId('dashboard-last')).toContainText(robotsNo);
    await expect(page.getByTestId('figure-runs')).not.toHaveText('0');
    await expect(page.getByTestId('chart-per-day')).toBeVisible();
    await expect(page.getByTestId('dashboard-licences')).toContainText('Background robots');
    // A custom range longer than the cap is shortened, and the page says so.
    await page.getByTestId('range-quick').click();
    await page.getByTitle('Custom range').click();
    await page.getByTestId('range-custom').locator('input').first().click();
    await page.keyboard.type('2024-01-01 00:00:00');
    await page.keyboard.press('Enter');
    await page.keyboard.type('2026-11-01 00:00:00');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('range-corrected')).toContainText('shortened');

    // Owner: the published process is theirs, so the run counts.
    page = await signedInPage('owner');
    await page.goto('./owner/dashboard');
    await expect(page.getByTestId('figure-runs')).not.toHaveText('0');
    await expect(page.getByTestId('dashboard-awaiting')).toContainText('Supplier reconciliation');

    // User: run statistics and the process overview.
    page = await signedInPage('user');
    await page.goto('./user/dashboard');
    await expect(page.getByTestId('figure-runs')).not.toHaveText('0');
    await expect(page.getByTestId('chart-my-processes')).toBeVisible();

    // Report center, by robot: the robot's row, exported to a workbook.
    await page.goto('./report/center');
    await page.getByTestId('report-group').getByText('By robot').click();
    await expect(page.getByTestId('report-table')).toContainText(robotsNo);
    await page.getByTestId('report-export').click();
    await page.getByRole('dialog').getByText('XLSX').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-ok').click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      Buffer.concat(await (await download.createReadStream()).toArray()) as unknown as ArrayBuffer,
    );
    const rows = book.worksheets[0]?.getSheetValues() ?? [];
    expect(rows[1]).toEqual([
      undefined,
      'Robot',
      'Runs',
      'Succeeded',
      'Abnormal',
      'Cancelled',
      'Success rate',
      'Average run (s)',
    ]);
    const row = rows.find((r) => Array.isArray(r) && r[1] === robotsNo) as unknown[] | undefined;
    expect(row?.slice(2, 4)).toEqual([1, 1]);
  });
});
