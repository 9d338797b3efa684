import { expect, test } from '@playwright/test';
import { wallClock } from '../packages/server/src/testing/time';
import { apiLogin, choose, signedIn, uiLogin, useLanguage, withRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);

test('a schedule made in the console fires and its task runs on a robot; a bad expression is explained', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await withRobot(request, `E2E-SCH-${RUN}`, '10021', async () => {
    await signedIn(page, 'admin');
    await page.goto('./manager/schedule/list');
    await page.getByTestId('schedule-add').click();
    const name = `Nightly check ${RUN}`;
    await page.getByTestId('schedule-name').fill(name);
    await page.getByTestId('schedule-process').click();
    // The seeded process of the robot's department (Finance), not one another spec uploaded.
    await page.keyboard.type('Invoice check');
    await page.locator('.ant-select-item-option', { hasText: '发票核验 Invoice check' }).click();

    // An advanced expression the scheduler cannot read is explained before saving.
    await choose(page.getByTestId('schedule-mode'), page.getByTitle('Advanced expression'), () =>
      expect(page.getByPlaceholder('0 0 9 ? * 2-6')).toBeVisible({ timeout: 2000 }),
    );
    await page.getByPlaceholder('0 0 9 ? * 2-6').fill('0 0 25 * * ?');
    await expect(page.getByTestId('schedule-preview-error')).toContainText(
      'The advanced expression is not valid',
    );
    await page.getByTestId('schedule-save').click();
    await expect(page.getByText('The advanced expression is not valid').last()).toBeVisible();

    // "At start": it fires as soon as it is saved.
    await page.locator('.ant-radio-button-wrapper', { hasText: 'At start' }).click();
    await page.getByTestId('schedule-save').click();
    await expect(page.getByText('Schedule saved')).toBeVisible();
    await expect(page.getByRole('cell', { name })).toBeVisible();

    const admin = await apiLogin(request, 'admin');
    const scheduleId = await admin.idIn('/schedule/list', { name });
    expect(scheduleId).toBeGreaterThan(0);
    let state = '';
    await expect
      .poll(
        async () => {
          const tasks = await admin.records<{ state: string; source: string }>('/task/list', { scheduleId });
          state = tasks[0]?.state ?? '';
          return tasks.length === 1 && tasks[0]?.source === 'schedule' ? state : '';
        },
        { timeout: 60_000 },
      )
      .toBe('success');
  });
});

test('a user calendar is kept in system configuration and offered to workday schedules', async ({ page }) => {
  // About 30 s on a quiet machine; it once ran out of the default 60 s on a loaded one.
  test.setTimeout(120_000);
  await signedIn(page, 'admin');
  await page.goto('./manager/system/config');
  await page.getByTestId('settings-tab-calendar').click();
  await page.getByTestId('calendar-add').click();
  // The name rule is checked before the server is asked.
  await page.getByTestId('calendar-name').fill('A');
  await page.getByTestId('calendar-save').click();
  await expect(page.getByText('The calendar name is 2 to 20 characters')).toBeVisible();
  const name = `Plant ${RUN}`;
  await page.getByTestId('calendar-name').fill(name);
  // A day off from the keyboard, and a workday by clicking the month (once: workday).
  await page.getByTestId('calendar-day-picker').click();
  await page.keyboard.type('2030-01-02');
  await page.keyboard.press('Enter');
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Day off' }).click();
  await page.getByTestId('calendar-day-add').click();
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-15`;
  await page.locator(`td.ant-picker-cell[title="${day}"]`).click();
  await expect(page.getByTestId(`calendar-day-remove-${day}`)).toBeVisible();
  await expect(page.getByTestId('calendar-day-remove-2030-01-02')).toBeVisible();
  await page.getByTestId('calendar-save').click();
  await expect(page.getByText('Calendar saved')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('1 workdays, 1 days off');

  // The schedule form offers it once the calendar is not daily.
  await page.goto('./manager/schedule/list');
  await page.getByTestId('schedule-add').click();
  await expect(page.getByTestId('schedule-user-calendar')).toHaveCount(0);
  await choose(
    page.getByLabel('Calendar', { exact: true }),
    page.locator('.ant-select-item-option', { hasText: /^Workdays$/ }),
    () => expect(page.getByTestId('schedule-user-calendar')).toBeVisible({ timeout: 2000 }),
  );
  await page.getByTestId('schedule-user-calendar').click();
  await expect(page.locator('.ant-select-item-option', { hasText: name })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Deleting asks first.
  await page.goto('./manager/system/config');
  await page.getByTestId('settings-tab-calendar').click();
  await page.getByTestId(`calendar-delete-${name}`).click();
  await page.getByTestId('calendar-delete-ok').click();
  await expect(page.getByText('Calendar deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

/**
 * A time a little ahead as the run-at picker shows it: the wall clock of the
 * installation's zone (serverconfig.json TIMEZONE), whatever the browser's.
 */
function ahead(seconds: number, zone: string): string {
  return wallClock(new Date(Date.now() + seconds * 1000), zone);
}

test('one-time schedules are made on the manager and user pages and fire; a form that cannot be sent says why', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const zone = ((await (await request.get('./serverconfig.json')).json()) as { TIMEZONE: string }).TIMEZONE;
  const made: Array<{ name: string }> = [];
  for (const [account, path] of [
    ['admin', './manager/schedule/once'],
    ['user', './user/schedule/once'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, 'en_US');
    await uiLogin(page, account);
    await page.waitForURL(/\/(manager|user)\/(?!login)/);
    await page.goto(path);
    await page.getByTestId('schedule-add').click();
    const name = `Once ${account} ${RUN}`;
    await page.getByTestId('schedule-name').fill(name);
    await page.getByTestId('schedule-process').click();
    await page.keyboard.type('Invoice check');
    await page.locator('.ant-select-item-option', { hasText: 'Invoice check' }).first().click();

    // Without a run-at time, Save says why and sends nothing.
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().includes('/schedule/save')) saves++;
    });
    await page.getByTestId('schedule-save').click();
    await expect(page.getByText('Cannot save: Choose the date and time it runs')).toBeVisible();
    expect(saves).toBe(0);

    // A negative timeout is refused, not turned into 0.
    await page.getByTestId('schedule-waitTimeout').fill('-5');
    await page.getByTestId('schedule-at').click();
    await page.getByTestId('schedule-at').fill(ahead(60, zone));
    await page.keyboard.press('Enter');
    await page.getByTestId('schedule-save').click();
    await expect(
      page.getByText('Minutes are a whole number from 0 to 10080 and cannot be negative').first(),
    ).toBeVisible();
    await expect(page.getByTestId('schedule-waitTimeout')).toHaveValue('-5');
    expect(saves).toBe(0);

    await page.getByTestId('schedule-waitTimeout').fill('5');
    await page.getByTestId('schedule-save').click();
    await expect(page.getByText('Schedule saved')).toBeVisible();
    await expect(page.getByRole('cell', { name })).toBeVisible();
    made.push({ name });
    await context.close();
  }

  // Both fire: a task appears for each once its time has come.
  const admin = await apiLogin(request, 'admin');
  for (const { name } of made) {
    const scheduleId = await admin.idIn('/schedule/list', { name });
    expect(scheduleId).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          (await admin.records<{ source: string }>('/task/list', { scheduleId })).filter(
            (t) => t.source === 'schedule',
          ).length,
        { timeout: 120_000, intervals: [2000] },
      )
      .toBe(1);
  }
});

test('process triggers are the schedules of one chosen process, added for it', async ({ page, request }) => {
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'admin');
  await page.waitForURL(/\/manager\//);
  await page.goto('./manager/trigger/list');
  // A cold page chunk on a busy machine can take a while.
  await expect(page.getByText('Choose a process to see its triggers and add one')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('schedule-add')).toBeDisabled();
  await page.getByTestId('trigger-process').click();
  await page.keyboard.type('Invoice check');
  await page.locator('.ant-select-item-option', { hasText: 'Invoice check' }).first().click();
  await page.getByTestId('schedule-add').click();
  // The trigger is of that process: it cannot be changed in the form.
  await expect(page.locator('.ant-drawer .ant-select-disabled').first()).toContainText('Invoice check');
  const name = `Trigger ${RUN}`;
  await page.getByTestId('schedule-name').fill(name);
  await choose(page.getByTestId('schedule-mode'), page.getByTitle('Every n minutes'), () =>
    expect(page.getByTestId('schedule-every')).toBeVisible({ timeout: 2000 }),
  );
  await page.getByTestId('schedule-every').fill('1');
  await page.getByTestId('schedule-save').click();
  await expect(page.getByText('Schedule saved')).toBeVisible();
  // One process, one list: its rows say "every minute", not "every 1 minutes".
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('every minute');
  await expect(page.getByRole('columnheader', { name: 'Process' })).toHaveCount(0);
  // It would fire every minute through the other specs.
  const admin = await apiLogin(request, 'admin');
  await admin.post('/schedule/delete', { id: await admin.idIn('/schedule/list', { name }) });
});
