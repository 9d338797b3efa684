import { expect, type Page, test } from '@playwright/test';
import { signedIn } from './helpers';

const PROCESS = '发票核验 Invoice check';

/** Requests the page makes to the task list, counted from now on. */
function listRequests(page: Page) {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/task/list')) n += 1;
  });
  return () => n;
}

test('a run started in one browser shows up and changes state in another with no reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The manager watches the task list; no one touches this page from now on.
  await signedIn(page, 'manager');
  await page.goto('./manager/task/list');
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-live', 'on');
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);

  // The user starts a run in a browser of their own. No robot is connected: it waits.
  const user = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signedIn(user, 'user');
  await user.goto('./user/process/list');
  await user.getByTestId(`process-run-${PROCESS}`).click();
  await user.getByTestId('run-param-month').fill('2026-11');
  await user.getByTestId('run-param-invoice_file').fill('live.csv');
  await user.getByTestId('run-submit').click();
  const created = user.getByTestId('run-created');
  await expect(created).toBeVisible();
  const taskId = Number(/(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
  await user.keyboard.press('Escape');

  // Polling is off while the socket is up (every 5 s otherwise): the new run arrives by push.
  const state = page.getByTestId(`task-state-${taskId}`);
  await expect(state).toHaveText('Pending', { timeout: 4000 });

  // The user cancels it; the manager's row changes in place.
  await user.goto('./user/record/list');
  await user.getByTestId(`task-cancel-${taskId}`).click();
  await user.getByRole('button', { name: 'OK' }).click();
  const cancelledAt = Date.now();
  await expect(state).toHaveText('Cancelled', { timeout: 4000 });
  test
    .info()
    .annotations.push({ type: 'push', description: `${Date.now() - cancelledAt} ms to the other console` });
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
  await user.context().close();
});

test('while the live socket is down the console says so and polls; it reconnects by itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The socket goes through a relay the test can cut, as a proxy restart would.
  let cut = false;
  const relays: Array<{ close(): Promise<void> }> = [];
  await page.routeWebSocket(/\/api\/live$/, (ws) => {
    if (cut) {
      void ws.close({ code: 1006 });
      return;
    }
    ws.connectToServer();
    relays.push(ws);
  });
  await signedIn(page, 'manager', 'zh_CN');
  await page.goto('./manager/task/list');
  const live = page.getByTestId('live-state');
  await expect(live).toHaveAttribute('data-live', 'on');
  await expect(live).toContainText('实时');

  const requests = listRequests(page);
  cut = true;
  for (const r of relays) await r.close();
  await expect(live).toHaveAttribute('data-live', 'off');
  await expect(live).toContainText('离线');
  // The list asks again by itself every 5 s while it cannot be told.
  await expect.poll(requests, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  cut = false;
  await expect(live).toHaveAttribute('data-live', 'on', { timeout: 40_000 });
  await expect(live).toContainText('实时');
});
