import { expect, test } from '@playwright/test';
import { Code, type Envelope } from '@rpa/contracts';
import { examplePackage } from '../packages/server/src/modules/processes/example';
import { apiLogin, DEMO_PASSWORD, publishForUser, startRobot, uiLogin, useLanguage } from './helpers';

const RUN = Date.now().toString(36).slice(-5);

test("a run's failure reaches the runner's bell, and clicking the notice opens the run", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A process that fails at once, published and given to the demo user.
  const name = `E2E fails ${RUN}`;
  const zip = await examplePackage(
    { name, entry: 'fail.mjs', parameters: [] },
    { 'fail.mjs': "console.error('no invoices today'); process.exit(3);" },
  );
  const published = await publishForUser(request, 'fail.zip', zip);

  // The developer's department (R&D, 1001) runs it; the user starts it and it fails.
  const robot = await startRobot(request, `E2E-FAIL-${RUN}`, '1001');
  let taskId = 0;
  try {
    const user = await apiLogin(request, 'user');
    const started = await user.post<{ id: number }>('/task/run', {
      processId: published.processId,
      parameters: {},
    });
    expect(started.code, started.msg).toBe(0);
    taskId = started.result.id;
    await expect
      .poll(
        async () =>
          (await user.records<{ id: number; state: string }>('/task/list')).find((t) => t.id === taskId)
            ?.state,
        { timeout: 60_000 },
      )
      .toBe('failed');
  } finally {
    robot.stop();
  }

  await useLanguage(page, 'en_US');
  await uiLogin(page, 'user');
  await page.getByTestId('notice-bell').click();
  const notice = page
    .getByTestId('notice-item')
    .filter({ hasText: `Your run of "${name}" (task ${taskId}) failed` });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/user/record/list\\?taskId=${taskId}$`));
  // The run's detail opens over the run records.
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(name, { timeout: 15_000 });
  await expect(drawer).toContainText('Failed');
});

test('a forced password change sends nothing it would refuse, and the bell appears once it is done', async ({
  page,
  request,
}) => {
  // The manager resets newbie's password: the next sign-in must change it.
  const admin = await apiLogin(request, 'admin');
  const newbieId = await admin.idIn('/sauth/user/list', { account: 'newbie' }, { account: 'newbie' });
  const reset = await admin.post<{ password: string }>('/sauth/user/resetPwd', { userId: newbieId });
  expect(reset.code, reset.msg).toBe(0);

  const refused: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/api/')) return;
    const body = (await res.json().catch(() => null)) as Envelope | null;
    if (res.status() === 403 || body?.code === Code.PASSWORD_CHANGE_REQUIRED) refused.push(res.url());
  });

  await useLanguage(page, 'en_US');
  await uiLogin(page, 'newbie', reset.result.password);
  const dialog = page.getByRole('dialog');
  await expect(page.getByTestId('pwd-old')).toBeVisible({ timeout: 20_000 });
  // Give anything behind the dialog time to ask (and be refused).
  await page.waitForTimeout(2000);
  expect(refused).toEqual([]);
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
  await expect(page.getByTestId('notice-bell')).toHaveCount(0);

  await page.getByTestId('pwd-old').fill(reset.result.password);
  await page.getByTestId('pwd-new').fill('Fresh#Start2028');
  await page.getByTestId('pwd-confirm').fill('Fresh#Start2028');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  // No reload: the bell and the landing page come with the change.
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await expect(page.getByTestId('notice-count')).toBeVisible();
  expect(refused).toEqual([]);

  // The demo password back, for later runs (a change of one's own, not forced).
  const newbie = await apiLogin(request, 'newbie', 'Fresh#Start2028');
  const back = await newbie.post('/sauth/user/modifyPwd', {
    id: newbie.user.id,
    oldPassWord: newbie.encrypt('Fresh#Start2028'),
    newPassWord: newbie.encrypt(DEMO_PASSWORD),
    confirmPassWord: newbie.encrypt(DEMO_PASSWORD),
  });
  expect(back.code, back.msg).toBe(0);
});
