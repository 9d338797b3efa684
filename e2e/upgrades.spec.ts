import { expect, type Page, test } from '@playwright/test';
import { packUpgrade } from '../packages/robot/pack-upgrade.mjs';
import { choose, pickDepartment, signedIn, startRobot } from './helpers';

const RUN = Date.now().toString(36).toUpperCase();
/** Above the reference robot's own version (its package.json). */
const VERSION = '9.1.0';
const PACKAGE = `Robot ${VERSION} ${RUN}`;
const TASK = `Finance ${RUN}`;

/** Chooses a file in the package wizard's drop box. */
async function chooseFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('upgrade-package-wizard').locator('input[type=file]').setInputFiles(file);
}

test('a manager uploads a robot upgrade package, upgrades a Finance robot with it, and disables the task after a confirmation', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const packed = await packUpgrade({
    version: VERSION,
    description: 'Faster uploads',
    out: testInfo.outputPath('robot-upgrade.zip'),
  });
  await signedIn(page, 'admin');
  await page.goto('./manager/upgrade');
  await expect(page.getByTestId('upgrades-tab-packages')).toBeVisible();

  // The package wizard: no file, then a file that is no package, then the real one.
  await page.getByTestId('upgrade-package-add').click();
  const wizard = page.getByTestId('upgrade-package-wizard');
  await page.getByTestId('upgrade-package-next').click();
  await expect(page.getByTestId('upgrade-package-error')).toHaveText('Please select file');
  await chooseFile(page, { name: 'robot.zip', mimeType: 'application/zip', buffer: Buffer.from('no zip') });
  await expect(page.getByTestId('upgrade-package-error')).toContainText('it is not a zip file');
  await chooseFile(page, packed.file);
  await expect(page.getByTestId('upgrade-package-version')).toHaveText(VERSION);
  await expect(page.getByTestId('upgrade-package-checked')).toContainText('Faster uploads');
  await page.getByTestId('upgrade-package-next').click();
  await page.getByTestId('upgrade-package-name').fill('R');
  await page.getByTestId('upgrade-package-submit').click();
  await expect(wizard.getByText('The name must be 2 to 30 characters')).toBeVisible();
  await page.getByTestId('upgrade-package-name').fill(PACKAGE);
  await page.getByTestId('upgrade-package-remarks').fill('Spring rollout');
  await page.getByTestId('upgrade-package-submit').click();
  await expect(wizard).toBeHidden();
  const packageRow = page.getByRole('row').filter({ hasText: PACKAGE });
  await expect(packageRow).toContainText(VERSION);
  await expect(packageRow).toContainText('Faster uploads');

  const robotsNo = `E2E-UPG-${RUN}`;
  const robot = await startRobot(request, robotsNo, '10021');
  try {
    // The task wizard: its rules, then a Finance robot designated (once only).
    await page.getByTestId('upgrades-tab-tasks').click();
    await page.getByTestId('upgrade-task-add').click();
    const taskWizard = page.getByTestId('upgrade-task-wizard');
    await page.getByTestId('upgrade-task-next').click();
    await expect(taskWizard.getByText('Enter a name')).toBeVisible();
    await page.getByTestId('upgrade-task-name').fill(TASK);
    await page.getByTestId('upgrade-task-next').click();
    await expect(taskWizard.getByText('Select an upgrade package')).toBeVisible();
    await choose(
      page.getByTestId('upgrade-task-package'),
      page.locator('.ant-select-item-option').filter({ hasText: PACKAGE }),
      () =>
        expect(page.getByTestId('upgrade-task-package')).toContainText(`${PACKAGE} (${VERSION})`, {
          timeout: 3000,
        }),
    );
    await page.getByTestId('upgrade-task-prompt').fill('Robot upgraded to 9.1');
    await page.getByTestId('upgrade-task-next').click();
    await page.getByTestId('upgrade-task-submit').click();
    await expect(taskWizard.getByText('Select the target robots')).toBeVisible();
    await pickDepartment(page, 'upgrade-task-department', taskWizard, 'Finance');
    await page.getByTestId(`upgrade-robot-add-${robot.id}`).click();
    await expect(page.getByTestId('upgrade-task-chosen')).toContainText(robotsNo);
    await page.getByTestId(`upgrade-robot-add-${robot.id}`).click();
    await expect(page.getByTestId('upgrade-robot-twice')).toContainText(
      `The same robot cannot be selected twice: ${robotsNo}`,
    );
    await page.getByTestId('upgrade-task-submit').click();
    await expect(taskWizard).toBeHidden();

    // The robot really upgrades and comes back at the new version.
    const taskRow = page.getByRole('row').filter({ hasText: TASK });
    const id = ((await taskRow.getByTestId(/^upgrade-task-name-/).getAttribute('data-testid')) ?? '')
      .split('-')
      .pop();
    await expect(page.getByTestId(`upgrade-task-count-${id}`)).toHaveText('1 / 1', { timeout: 120_000 });
    await expect(page.getByTestId(`upgrade-task-status-${id}`)).toHaveText('Completed');
    await page.getByTestId(`upgrade-task-results-${id}`).click();
    const results = page.getByTestId('upgrade-results');
    await expect(page.getByTestId('upgrade-results-completed')).toContainText(
      'Completed: 1 of 1 robots upgraded, 0 failed',
    );
    await expect(page.getByTestId('upgrade-results-completed')).toContainText('Robot upgraded to 9.1');
    await expect(page.getByTestId(`upgrade-result-state-${robotsNo}`)).toHaveText('Applied');
    await expect(page.getByTestId(`upgrade-result-version-${robotsNo}`)).toHaveText(`0.1.0 → ${VERSION}`);
    await expect(results.getByRole('row').filter({ hasText: robotsNo })).toContainText('Online');
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();

    // Disabling asks first; cancelled, the task stays enabled.
    const enabled = page.getByTestId(`upgrade-task-enabled-${id}`);
    await enabled.click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'A disabled task offers nothing to robots' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(enabled).toBeChecked();
    await enabled.click();
    await page.getByTestId('upgrade-task-disable-ok').click();
    await expect(page.getByText(`Disabled the upgrade task ${TASK}`)).toBeVisible();
    await expect(enabled).not.toBeChecked();
    await expect(page.getByTestId(`upgrade-task-status-${id}`)).toHaveText('Disabled');

    // The package cannot go while the task uses it: the server says why.
    await page.getByTestId('upgrades-tab-packages').click();
    const pkgId = ((await packageRow.getByTestId(/^upgrade-package-name-/).getAttribute('data-testid')) ?? '')
      .split('-')
      .pop();
    await page.getByTestId(`upgrade-package-delete-${pkgId}`).click();
    await page.getByTestId('upgrade-package-delete-ok').click();
    await expect(
      page.getByText(`Upgrade task "${TASK}" uses this package: it cannot be deleted`),
    ).toBeVisible();
    await expect(packageRow).toBeVisible();

    // The /upgrade page shows the robot's own upgrade state, found by its number.
    await page.goto('./upgrade');
    await expect(page.getByTestId('upgrade-fleet-title')).toHaveText('Robot upgrades');
    await page.getByTestId('upgrade-fleet-filter-keyword').fill(robotsNo);
    await page.getByTestId('upgrade-fleet-search').click();
    await expect(page.getByTestId(`upgrade-fleet-state-${robotsNo}`)).toHaveText('Applied');
    await expect(page.getByRole('row').filter({ hasText: robotsNo })).toContainText(`${TASK} (${VERSION})`);
  } finally {
    await robot.stop();
  }
});
