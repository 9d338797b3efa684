import { expect, test } from '@playwright/test';
import { apiLogin, signedIn, skipWithout, startRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);

test('a recorded run is shared by link and code and opens in a fresh browser without signing in', async ({
  page,
  browser,
  request,
}) => {
  // The robot records with ffmpeg.
  await skipWithout('RPA_NO_FFMPEG', 'ffmpeg');
  test.setTimeout(120_000);
  const robot = await startRobot(request, `E2E-REC-${RUN}`, '10021', { record: true });
  try {
    const user = await apiLogin(request, 'user');
    const processes = await user.post<{ records: Array<{ id: number; name: string }> }>(
      '/process/user/list',
      {
        name: 'Invoice check',
      },
    );
    const run = await user.post<{ id: number }>('/task/run', {
      processId: processes.result.records[0]?.id,
      parameters: { month: '2026-10', invoice_file: 'sample-invoices.csv' },
    });
    expect(run.code, run.msg).toBe(0);
    const id = run.result.id;

    await signedIn(page, 'user');
    await page.goto('./user/record/list');
    await expect(page.getByTestId(`task-state-${id}`)).toHaveText('Success', { timeout: 60_000 });
    await page.getByTestId(`task-detail-${id}`).click();
    await expect(page.getByRole('tab', { name: 'Recordings (1)' })).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('task-share').click();
    await page.getByTestId('share-create').click();
    const link = (await page.getByTestId('share-link').textContent()) ?? '';
    const code = (await page.getByTestId('share-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}$/);

    // A stranger's browser: no session at all.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.addInitScript(() => window.localStorage.setItem('lang', 'en_US'));
    await stranger.goto(link);
    await stranger.getByTestId('share-code-input').fill(code === 'AAAA' ? 'BBBB' : 'AAAA');
    await stranger.getByTestId('share-open').click();
    await expect(stranger.getByTestId('share-error')).toHaveText('Please enter the correct extraction code');
    await stranger.getByTestId('share-code-input').fill(code);
    await stranger.getByTestId('share-open').click();
    await expect(stranger.getByTestId('shared-record')).toContainText('Invoice check');
    const player = stranger.getByTestId('player-0');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);

    // A share that does not exist shows the 405 page.
    await stranger.goto(link.replace(/id=.*/, 'id=no-such-share'));
    await stranger.getByTestId('share-code-input').fill('ABCD');
    await stranger.getByTestId('share-open').click();
    await expect(stranger.getByText('405')).toBeVisible();
  } finally {
    await robot.stop();
  }
});
