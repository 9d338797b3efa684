import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, signedIn, uiLogin, useLanguage } from './helpers';

// Unique per run, so a retry against the same server starts clean.
const RUN = Date.now().toString(36).slice(-4);
const ACCOUNT = `qa.clerk.${RUN}`;
const DEPARTMENT = `Quality ${RUN}`;
const CODE = String(100 + (Date.now() % 900));
const ROLE = `Quality clerk ${RUN}`;

/** Picks an option of a searchable Ant Design select by its visible text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText(
    option,
  );
  await page.keyboard.press('Enter');
}

test('a department, a role with a limited menu and a user in them: the user sees only those menus, and a lock ends the session', async ({
  page,
  browser,
}) => {
  // A long journey (about 55 s on a quiet 2-core machine): room for a busy one.
  test.setTimeout(180_000);
  await signedIn(page, 'manager');

  // A department under the root.
  await page.goto('./manager/department/list');
  await page.getByTestId('department-add').click();
  await page.getByTestId('department-name').fill(DEPARTMENT);
  await page.getByTestId('department-code').fill(CODE);
  await page.getByTestId('department-save').click();
  await expect(page.getByTestId('department-tree').getByText(`${DEPARTMENT} (${CODE})`)).toBeVisible();

  // A manager role granting the user list (with its buttons) and the operation log only.
  await page.goto('./manager/role/list');
  await page.getByTestId('roles-add').click();
  await page.getByTestId('role-name').fill(ROLE);
  const tree = page.getByTestId('role-tree');
  const check = (title: string) =>
    tree
      .locator('.ant-tree-treenode', { has: page.getByText(title, { exact: true }) })
      .locator('.ant-tree-checkbox')
      .click();
  await check('Users');
  await check('Operation log');
  // The parents are half-checked: only part of their children is granted.
  await expect(tree.locator('.ant-tree-checkbox-indeterminate')).toHaveCount(2);
  await choose(page, 'role-landing', 'Users');
  await page.getByTestId('role-submit').click();
  await expect(page.getByRole('cell', { name: ROLE, exact: true })).toBeVisible();

  // A user in that department with that role, without a forced password change.
  await page.goto('./manager/user/list');
  await page.getByTestId('users-add').click();
  await page.getByTestId('user-account').fill(ACCOUNT);
  await page.getByTestId('user-realName').fill('Quality Clerk');
  await page.getByTestId('user-department').click();
  await page.keyboard.type(DEPARTMENT);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
    .filter({ hasText: new RegExp(`^${DEPARTMENT}$`) })
    .click();
  await choose(page, 'user-roles', ROLE);
  await page.keyboard.press('Escape');
  await page.getByTestId('user-password').fill(DEMO_PASSWORD);
  await page.getByTestId('user-confirmPassword').fill(DEMO_PASSWORD);
  await page.getByRole('switch').first().click();
  await page.getByTestId('user-submit').click();
  await expect(page.getByRole('cell', { name: ACCOUNT, exact: true })).toBeVisible();

  // The new user sees exactly the granted menus and lands on the user list.
  const context = await browser.newContext();
  const clerk = await context.newPage();
  await useLanguage(clerk, 'en_US');
  await uiLogin(clerk, ACCOUNT);
  await expect(clerk).toHaveURL(/\/manager\/user\/list$/);
  const sider = clerk.getByTestId('sider');
  await expect(sider.getByRole('menuitem', { name: /Organisation/ })).toBeVisible();
  await expect(sider.getByRole('menuitem', { name: /System/ })).toBeVisible();
  await expect(sider.getByRole('menuitem')).toHaveCount(2);
  await sider.getByRole('menuitem', { name: /System/ }).click();
  await expect(sider.getByRole('menuitem', { name: 'Operation log' })).toBeVisible();
  await expect(sider.getByRole('menuitem', { name: 'System configuration' })).toHaveCount(0);
  await expect(sider.getByRole('menuitem', { name: /Processes|Robots|Tasks/ })).toHaveCount(0);
  // A page the role does not grant is refused.
  await clerk.goto('./manager/role/list');
  await expect(clerk).toHaveURL(/\/(403|404)$/);

  // The manager locks the user: their session ends at the next call.
  await page.getByTestId(`user-more-${ACCOUNT}`).click();
  await page.getByRole('menuitem', { name: 'Lock' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lock' });
  await expect(confirm).toContainText('Their sessions end at once');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Locked', { exact: true }).first()).toBeVisible();

  await clerk.goto('./manager/user/list');
  await expect(clerk).toHaveURL(/\/user\/login$/);
  // And a new sign-in is refused while locked.
  await uiLogin(clerk, ACCOUNT);
  await expect(clerk.getByText(/locked/i).first()).toBeVisible();
  await expect(clerk).toHaveURL(/\/user\/login$/);
  await context.close();
});

test('an import with an error row stores the good rows and lists the bad one with its reason', async ({
  page,
}) => {
  await useLanguage(page, 'en_US');
  // The built-in User role is held in the root department too: only its manager hands it out.
  await uiLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('./manager/user/list');
  await page.getByTestId('users-import').click();

  // Fill the template the dialog offers.
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  sheet.addRow([
    `import.one.${RUN}`,
    'Import One',
    DEMO_PASSWORD,
    '10021',
    'User',
    'one@example.com',
    '',
    '',
  ]);
  sheet.addRow(['9bad', 'Bad Account', DEMO_PASSWORD, '10021', 'User', '', '', '']);
  sheet.addRow([`import.two.${RUN}`, 'Import Two', DEMO_PASSWORD, '10021', 'User', '', '', '']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.locator('input[type=file]').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(page.getByTestId('import-result')).toContainText('2');
  const errors = page.getByTestId('import-errors');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('cell', { name: '9bad' })).toBeVisible();
  await expect(errors.getByRole('cell', { name: /letter/ })).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByTestId('users-filter-account').fill(`.${RUN}`);
  await page.getByTestId('users-search').click();
  await expect(page.getByRole('cell', { name: `import.one.${RUN}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `import.two.${RUN}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '9bad', exact: true })).toHaveCount(0);
});
