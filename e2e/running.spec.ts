import { expect, test } from '@playwright/test';
import { examplePackage } from '../packages/server/src/modules/processes/example';
import { apiLogin, publishForUser, signedIn, startRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);

test('a run the developer starts from the designer on the user’s robot shows live on both running screens and the user stops it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const name = `E2E running ${RUN}`;
  const zip = await examplePackage(
    { name, entry: 'slow.mjs', parameters: [] },
    {
      'slow.mjs':
        "let n = 0; setInterval(() => console.log('tick ' + ++n), 200); setTimeout(() => process.exit(0), 300000);",
    },
  );
  const { processId } = await publishForUser(request, 'running.zip', zip);
  // The user's own robot, moved into R&D where the process runs.
  const robot = await startRobot(request, `E2E-OWN-${RUN}`, '1001', { user: 'user' });
  try {
    // The user opens local running from the header: nothing runs on their robot yet.
    await signedIn(page, 'user');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Local running' }).click();
    await expect(page).toHaveURL(/\/running\/index$/);
    await expect(page.getByTestId('running-table')).toContainText(
      'Nothing is running on your robots right now',
    );

    // The developer starts it from the designer client, on the user's robot.
    const studio = await apiLogin(request, 'developer', undefined, 'designer');
    const started = await studio.post<{ id: number }>('/task/run', { processId, robotIds: [robot.id] });
    expect(started.code, started.msg).toBe(0);
    const id = started.result.id;

    // It arrives on the user's screen by itself, with who started it and from where.
    const table = page.getByTestId('running-table');
    await expect(page.getByTestId(`task-state-${id}`)).toHaveText('Running', { timeout: 30_000 });
    await expect(table).toContainText(`E2E-OWN-${RUN}`);
    await expect(table).toContainText('designer');

    // The developer's studio running screen (in the web console) lists it too.
    const dev = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await signedIn(dev, 'developer', 'zh_CN');
    await dev.getByTestId('user-menu').click();
    await dev.getByRole('menuitem', { name: '设计器运行' }).click();
    await expect(dev.getByTestId(`task-state-${id}`)).toHaveText('运行中');

    // The user stops it; both screens let it go once the robot has ended it.
    await page.getByTestId(`running-stop-${id}`).click();
    await page.getByTestId('running-stop-ok').click();
    await expect(table).toContainText('Nothing is running on your robots right now', { timeout: 30_000 });
    await expect(dev.getByTestId('running-table')).toContainText('您从设计器发起的任务均未在运行', {
      timeout: 30_000,
    });
    await dev.context().close();
  } finally {
    await robot.stop();
  }
});
