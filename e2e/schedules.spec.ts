import { expect, test } from '@playwright/test';
import { apiLogin, startRobot, uiLogin, useLanguage } from './helpers';

const RUN = Date.now().toString(36).slice(-5);

test('a schedule made in the console fires and its task runs on a robot; a bad expression is explained', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const robot = await startRobot(request, `E2E-SCH-${RUN}`, '10021');
  try {
    await useLanguage(page, 'en_US');
    await uiLogin(page, 'admin');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('./manager/schedule/list');
    await page.getByTestId('schedule-add').click();
    const name = `Nightly check ${RUN}`;
    await page.getByTestId('schedule-name').fill(name);
    await page.getByTestId('schedule-process').click();
    // The seeded process of the robot's department (Finance), not one another spec uploaded.
    await page.keyboard.type('Invoice check');
    await page.locator('.ant-select-item-option', { hasText: '发票核验 Invoice check' }).click();

    // An advanced expression the scheduler cannot read is explained before saving.
    await page.getByTestId('schedule-mode').click();
    await page.getByTitle('Advanced expression').click();
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
    const listed = await admin.post<{ records: Array<{ id: number; name: string }> }>('/schedule/list', {
      name,
    });
    const scheduleId = listed.result.records[0]?.id;
    expect(scheduleId).toBeGreaterThan(0);
    let state = '';
    await expect
      .poll(
        async () => {
          const tasks = await admin.post<{ records: Array<{ state: string; source: string }> }>(
            '/task/list',
            { scheduleId },
          );
          state = tasks.result.records[0]?.state ?? '';
          return tasks.result.records.length === 1 && tasks.result.records[0]?.source === 'schedule'
            ? state
            : '';
        },
        { timeout: 60_000 },
      )
      .toBe('success');
  } finally {
    await robot.stop();
  }
});

test('a user calendar is kept in system configuration and offered to workday schedules', async ({ page }) => {
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('./manager/system/config');
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
  await page.getByLabel('Calendar', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: /^Workdays$/ }).click();
  await page.getByTestId('schedule-user-calendar').click();
  await expect(page.locator('.ant-select-item-option', { hasText: name })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Deleting asks first.
  await page.goto('./manager/system/config');
  await page.getByTestId(`calendar-delete-${name}`).click();
  await page.getByTestId('calendar-delete-ok').click();
  await expect(page.getByText('Calendar deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
