import { expect, test } from '@playwright/test';
import { examplePackage, zipEntries } from '../packages/server/src/modules/processes/example';
import { publishForUser, signedIn, uiLogin, useLanguage, withRobot } from './helpers';

const RUN = Date.now().toString(36).slice(-5);

// The test waits for a robot and a run.
test.describe.configure({ timeout: 150_000 });

/** A developer-made component: a module the process imports through RPA_COMPONENT_<NAME>. */
const componentZip = (name: string) =>
  zipEntries({
    'manifest.json': JSON.stringify({
      kind: 'component',
      name,
      version: '1.0.0',
      description: 'Formats a greeting',
      entry: 'index.mjs',
      inputs: [{ name: 'who', type: 'string', description: 'Whom to greet' }],
      outputs: [{ name: 'greeting', type: 'string' }],
    }),
    'index.mjs': "export const greet = (who) => 'greeted ' + who + ' by the component';\n",
  });

test('a manager uploads a component, a process using it runs on a robot, and the component cannot then be deleted', async ({
  page,
  request,
}) => {
  const component = `e2e-greeter-${RUN}`;
  const env = `RPA_COMPONENT_${component.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}`;
  const processName = `E2E component ${RUN}`;

  // The manager uploads it through the page; a wrong file is refused in the dialog first.
  await signedIn(page, 'manager');
  await page.goto('./manager/component/list');
  await page.getByTestId('components-upload').click();
  const dialog = page.getByTestId('component-upload-dialog');
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByTestId('component-upload-error')).toContainText('Choose a .zip file');
  await input.setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('x') });
  await page.getByTestId('component-upload-submit').click();
  await expect(page.getByTestId('component-upload-error')).toContainText(
    'The component package is not a valid zip file',
  );
  await input.setInputFiles({
    name: `${component}.zip`,
    mimeType: 'application/zip',
    buffer: await componentZip(component),
  });
  await page.getByTestId('component-upload-submit').click();
  // The detail opens on the new project.
  const detail = page.getByTestId('component-detail');
  await expect(detail).toContainText(`Component ${component}`);
  await expect(detail.getByTestId('component-inputs-1.0.0')).toContainText('Whom to greet');
  await page.keyboard.press('Escape');
  await page.getByTestId('components-filter-name').fill(component.slice(0, 12));
  await page.getByTestId('components-search').click();
  await expect(page.getByTestId(/^component-name-/)).toHaveText([component]);

  // A process declaring it is published for the demo user.
  const use = `import path from 'node:path';
import { pathToFileURL } from 'node:url';
const { greet } = await import(pathToFileURL(path.join(process.env.${env}, 'index.mjs')).href);
console.log(greet('the user'));
`;
  const zip = await examplePackage(
    {
      name: processName,
      entry: 'use.mjs',
      parameters: [],
      components: [{ name: component, version: '1.0.0' }],
    },
    { 'use.mjs': use },
  );
  await publishForUser(request, 'component-user.zip', zip);

  // The user runs it on a reference robot of the developer's department (R&D, 1001).
  await withRobot(request, `E2E-COMP-${RUN}`, '1001', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await useLanguage(page, 'en_US');
    await uiLogin(page, 'user');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('./user/process/list');
    await page.getByTestId(`process-run-${processName}`).click();
    await page.getByTestId('run-submit').click();
    const created = page.getByTestId('run-created');
    await expect(created).toBeVisible();
    const id = Number(/(\d+)/.exec((await created.textContent()) ?? '')?.[1]);
    await page.keyboard.press('Escape');
    await page.goto('./user/record/list');
    await expect(page.getByTestId(`task-state-${id}`)).toHaveText('Success', { timeout: 60_000 });
    // Its log says the component's code ran.
    const user = await (await import('./helpers')).apiLogin(request, 'user');
    const logs = await user.post<{ records: Array<{ text: string }> }>('/task/logs', {
      taskId: id,
      size: 50,
    });
    expect(logs.result.records.map((l) => l.text)).toContain('greeted the user by the component');
  });

  // The manager cannot delete it while the published process uses it: the refusal is shown.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'manager');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('./manager/component/list');
  await page.getByTestId('components-filter-name').fill(component);
  await page.getByTestId('components-search').click();
  const row = page.getByRole('row', { name: new RegExp(component) });
  await expect(row).toContainText('1');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('component-delete-ok').click();
  await expect(
    page.getByText(
      `Component ${component} 1.0.0 is used by process "${processName}" version 1.0.0, which is published; it cannot be deleted`,
    ),
  ).toBeVisible();
  await expect(page.getByTestId(/^component-name-/)).toHaveText([component]);
});
