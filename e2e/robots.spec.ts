import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO_MACHINE_KEY, DEMO_PASSWORD, signedIn } from './helpers';

// Unique per run, so a retry against the same server starts clean.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const ROOT = path.resolve(import.meta.dirname, '..');

/** A licence for this installation, signed with the repository's test key as a vendor would sign it. */
function issueLicence(sn: string, machineCode: string): Buffer {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rpa-e2e-lic-')), `${sn}.lic`);
  const year = new Date().getUTCFullYear();
  execFileSync(process.execPath, [
    path.join(ROOT, 'packages/server/dist/cli.js'),
    'licence',
    'issue',
    ...['--key', path.join(ROOT, 'packages/server/test-keys/licence-test.key')],
    ...['--sn', sn, '--customer', 'E2E Ltd', '--category', 'background', '--seats', '3', '--type', 'formal'],
    ...['--from', `${year - 1}-01-01`, '--to', `${year + 1}-12-31`],
    ...['--machine-code', machineCode, '--out', file],
  ]);
  return readFileSync(file);
}

/** The reference robot (packages/robot), manager-bound with the demo's machine key, connecting to the e2e server. */
function startRobot(robotsNo: string): { child: ChildProcess; exited: Promise<number | null> } {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:18080/console/');
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'packages/robot/dist/robot.js'),
      ...['--server', `${base.origin}/api`, '--robots-no', robotsNo, '--password', 'Robot@2026'],
      ...['--machine-key', DEMO_MACHINE_KEY],
      ...['--work-dir', mkdtempSync(path.join(tmpdir(), 'rpa-e2e-robot-'))],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

test('a manager imports a licence, watches a reference robot come online, renames it, unbinds it, and deletes the licence after the password check', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, 'admin');
  // The machine code the licence must carry: the server tells it in the platform licence summary.
  const platform = await admin.post<{ machineCode: string }>('/sysconfapi/platformLicense');
  const sn = `E2E-${RUN}`;
  const licence = issueLicence(sn, platform.result.machineCode);

  await signedIn(page, 'admin');

  // The constant route of the licence screen, outside the menu.
  await page.goto('./manager/license');
  await expect(page.getByTestId('machine-code')).toHaveText(platform.result.machineCode);
  // A file that is not a licence is refused in the dialog, and nothing is stored.
  await page.getByTestId('licence-import').click();
  const input = page.locator('.ant-modal input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('licence-import-error')).toHaveText('Choose a licence file (.lic or .json)');
  await input.setInputFiles({ name: `${sn}.lic`, mimeType: 'application/octet-stream', buffer: licence });
  await expect(page.getByText(`Licence ${sn} imported`)).toBeVisible();
  await expect(page.getByTestId(`licence-status-${sn}`)).toHaveText('Valid');
  await expect(page.getByTestId(`licence-seats-${sn}`)).toHaveText('0 / 3 used, 3 left');

  const no = `E2E-BOT-${RUN}`;
  const alias = `Invoices ${RUN}`;
  const robot = startRobot(no);
  try {
    await page.goto('./manager/robot/list');
    await page.getByTestId('robots-filter-keyword').fill(no);
    await page.getByTestId('robots-search').click();
    // The list refreshes by itself: the robot appears and shows as idle once it has connected.
    await expect(page.getByTestId(`robot-state-${no}`)).toHaveText('Idle', { timeout: 30_000 });

    // Rename: the alias shows cut to 10 characters, the whole one as its tooltip.
    await page.getByTestId(`robot-edit-${no}`).click();
    await page.getByTestId('robot-alias').fill(alias);
    await page.getByTestId('robot-resolution').fill('100*100');
    await page.getByTestId('robot-edit-ok').click();
    await expect(
      page.getByText(
        'The resolution must be width*height (such as 1920*1080), width 800-3840 and height 600-2400',
      ),
    ).toBeVisible();
    await page.getByTestId('robot-resolution').fill('1920*1080');
    await page.getByTestId('robot-edit-ok').click();
    await expect(page.getByTestId(`robot-alias-${no}`)).toHaveAttribute('title', alias);
    await expect(page.getByTestId(`robot-alias-${no}`)).toHaveText(`${alias.slice(0, 10)}...`);

    // The detail page shows the same robot, online.
    await page.getByTestId(`robot-row-${no}`).click();
    await expect(page.getByText(`Robot ${no}`)).toBeVisible();
    await expect(page.getByRole('cell', { name: alias, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1920*1080', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to robots' }).click();

    // Unbind, confirmed: the robot is told to stop and shows as unbound.
    await page.getByTestId('robots-filter-keyword').fill(no);
    await page.getByTestId('robots-search').click();
    await page.getByTestId(`robot-more-${no}`).click();
    await page.getByRole('menuitem', { name: 'Unbind' }).click();
    await expect(page.getByText(`Unbind ${no}?`)).toBeVisible();
    await page.getByTestId('robot-confirm-ok').click();
    await expect(page.getByText('Unbound 1 robots')).toBeVisible();
    await expect(page.getByTestId(`robot-state-${no}`)).toHaveText('Unbound');
    // An unbind is final for the robot: it exits instead of reconnecting.
    expect(await robot.exited).toBe(1);
    const listed = await admin.post<{
      records: Array<{ bound: boolean; runState: string; licenceState: string }>;
    }>('/rpa/cdaAgent/list', { robotsNo: no });
    expect(listed.result.records[0]).toMatchObject({
      bound: false,
      runState: 'offline',
      licenceState: 'none',
    });

    // Its operation records tell the story.
    await page.getByTestId(`robot-more-${no}`).click();
    await page.getByRole('menuitem', { name: 'Operation records' }).click();
    const records = page.getByRole('dialog', { name: `Operation records of ${no}` });
    for (const action of ['Register', 'Online', 'Modify', 'Unbind']) {
      await expect(records.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
    }
    await page.keyboard.press('Escape');
  } finally {
    robot.child.kill('SIGTERM');
  }

  // Deleting the licence needs the login password: a wrong one changes nothing.
  await page.goto('./manager/licence/list');
  await page.getByTestId(`licence-delete-${sn}`).click();
  await page.getByTestId('licence-delete-password').fill('not-my-password');
  await page.getByTestId('licence-delete-ok').click();
  await expect(page.getByText('The sign-in password is wrong')).toBeVisible();
  await expect(page.getByTestId(`licence-${sn}`)).toBeVisible();
  await page.getByTestId('licence-delete-password').fill(DEMO_PASSWORD);
  await page.getByTestId('licence-delete-ok').click();
  await expect(page.getByText('Licence deleted; 0 seats freed')).toBeVisible();
  await expect(page.getByTestId(`licence-${sn}`)).toHaveCount(0);
});

test('a desktop steward is renamed under the 2-60 and @ - _ rule, checked before the server is asked', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const saved = await admin.post<{ id: number }>('/rpa/hk/save', {
    name: `E2E-PC-${RUN}`,
    ip: '10.0.0.9',
    connected: true,
  });
  expect(saved.code, saved.msg).toBe(0);
  const id = saved.result.id;

  await signedIn(page, 'admin');
  await page.goto('./manager/housekeeper/list');
  await page.getByTestId('housekeepers-filter-name').fill(`E2E-PC-${RUN}`);
  await page.getByTestId('housekeepers-search').click();
  await expect(page.getByTestId(`housekeeper-alias-${id}`)).toHaveText(`E2E-PC-${RUN}`);

  await page.getByTestId(`housekeeper-rename-${id}`).click();
  const name = page.getByTestId('housekeeper-alias');
  // The dialog opens on the current name.
  await expect(name).toHaveValue(`E2E-PC-${RUN}`);
  await name.fill('front desk');
  await page.getByTestId('housekeeper-rename-ok').click();
  // The contract's rule, with the message the server would answer.
  const refusal = page.getByText('The housekeeper name must be 2 to 60 letters', { exact: false });
  await expect(refusal).toBeVisible();
  await name.fill('x');
  await page.getByTestId('housekeeper-rename-ok').click();
  await expect(refusal).toBeVisible();
  await page.keyboard.press('Escape');
  // Nothing was sent: the name is unchanged.
  await expect(page.getByTestId(`housekeeper-alias-${id}`)).toHaveText(`E2E-PC-${RUN}`);

  await page.getByTestId(`housekeeper-rename-${id}`).click();
  await name.fill(`Front_desk@${RUN}`);
  await page.getByTestId('housekeeper-rename-ok').click();
  await expect(page.getByTestId(`housekeeper-alias-${id}`)).toHaveText(`Front_desk@${RUN}`);
});
