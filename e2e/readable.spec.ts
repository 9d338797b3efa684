import { expect, type Locator, type Page, test } from '@playwright/test';
import { uiLogin, useLanguage } from './helpers';

async function signedIn(page: Page, account: string, lang: 'zh_CN' | 'en_US', width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await useLanguage(page, lang);
  await uiLogin(page, account);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 20_000 });
}

/**
 * The named columns of a table's rows that cannot be read without
 * scrolling sideways: text cut inside its cell, or a cell reaching under the
 * fixed right column or past the table's visible edge.
 */
function unreadable(table: Locator, headers: string[]) {
  return table.evaluate((root, names) => {
    const titles = Array.from(root.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
    const rows = Array.from(root.querySelectorAll('tbody tr.ant-table-row'));
    if (!rows.length) return ['no rows'];
    const out: string[] = [];
    for (const row of rows) {
      const cells = Array.from(row.children) as HTMLElement[];
      // antd 6 names the right-hand fixed cells `-fix-end`, earlier versions `-fix-right`.
      const fixedRight = cells.find((c) => /\bant-table-cell-fix-(end|right)\b/.test(c.className));
      const scroller = root.querySelector('.ant-table-content') ?? root;
      const edge = Math.min(
        scroller.getBoundingClientRect().right,
        fixedRight ? fixedRight.getBoundingClientRect().left : Number.POSITIVE_INFINITY,
      );
      for (const name of names) {
        const i = titles.indexOf(name);
        const cell = cells[i];
        if (i < 0 || !cell) {
          out.push(`${name}: no such column`);
          continue;
        }
        const right = cell.getBoundingClientRect().right;
        if (right > edge + 1)
          out.push(`${name}: ends at ${Math.round(right)} px, visible to ${Math.round(edge)} px`);
        // The cell and what is inside it (antd's ellipsis wraps the text in a span).
        for (const e of [cell, ...Array.from(cell.querySelectorAll<HTMLElement>('*'))]) {
          const style = getComputedStyle(e);
          if (
            style.display !== 'inline' &&
            style.overflowX !== 'visible' &&
            e.scrollWidth > e.clientWidth + 1
          ) {
            out.push(`${name}: "${cell.textContent}" cut (${e.scrollWidth} > ${e.clientWidth})`);
            break;
          }
        }
      }
    }
    return [...new Set(out)];
  }, headers);
}

test.describe('at 1440 px the identifying columns are readable without scrolling sideways', () => {
  for (const lang of ['zh_CN', 'en_US'] as const) {
    const zh = lang === 'zh_CN';
    test(`process list, licences and the manager dashboard (${lang})`, async ({ page }) => {
      await signedIn(page, 'manager', lang);
      await page.goto('./manager/process/list');
      const processes = page.locator('.ant-table').first();
      await expect(processes.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
      expect
        .soft(
          await unreadable(processes, zh ? ['流程', '状态', '部门'] : ['Process', 'Status', 'Department']),
        )
        .toEqual([]);

      await page.goto('./manager/licence/list');
      const licences = page.locator('.ant-table').first();
      await expect(licences.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
      expect
        .soft(
          await unreadable(
            licences,
            zh
              ? ['许可编号', '客户名称', '状态', '生效时间', '到期时间']
              : ['Licence number', 'Customer', 'Status', 'Effective', 'Due'],
          ),
        )
        .toEqual([]);

      await page.goto('./manager/dashboard');
      for (const id of ['dashboard-abnormal', 'dashboard-last']) {
        const table = page.getByTestId(id);
        await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
        expect
          .soft(
            await unreadable(
              table,
              zh ? ['流程', '机器人', '状态', '创建时间'] : ['Process', 'Robot', 'State', 'Created'],
            ),
            id,
          )
          .toEqual([]);
      }
    });
  }

  test('on a phone the licence table scrolls sideways to its state and actions', async ({ page }) => {
    await signedIn(page, 'manager', 'en_US', 375);
    await page.goto('./manager/licence/list');
    const table = page.locator('.ant-table').first();
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
    const scroller = table.locator('.ant-table-content');
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    // The filters and the seat summary come first: bring the table up, then look sideways.
    await table.locator('tbody').scrollIntoViewIfNeeded();
    await scroller.evaluate((e) => {
      e.scrollLeft = e.scrollWidth;
    });
    await expect(table.getByRole('button', { name: 'Delete' }).first()).toBeInViewport();
  });
});

test('no side-menu label of any identity is cut in en_US at 1440 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const cut: string[] = [];
  for (const account of ['manager', 'developer', 'owner', 'user']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedIn(page, account, 'en_US');
    const menu = page.locator('.ant-layout-sider .ant-menu').first();
    const submenus = menu.locator('.ant-menu-submenu-title');
    const measure = () =>
      menu.evaluate((m) =>
        Array.from(m.querySelectorAll<HTMLElement>('.ant-menu-title-content'))
          .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
          .map((e) => `${e.textContent} (${e.scrollWidth} > ${e.clientWidth})`),
      );
    cut.push(...(await measure()).map((c) => `${account}: ${c}`));
    for (let i = 0; i < (await submenus.count()); i++) {
      const title = submenus.nth(i);
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
      await expect(title).toHaveAttribute('aria-expanded', 'true');
      await page.waitForTimeout(300);
      cut.push(...(await measure()).map((c) => `${account}: ${c}`));
    }
    await context.close();
  }
  expect([...new Set(cut)]).toEqual([]);
});

test('a refused package upload says why once, in the dialog', async ({ page }) => {
  await signedIn(page, 'developer', 'en_US');
  await page.goto('./developer/process/list');
  await page.getByTestId('processes-upload').click();
  await page
    .locator('.ant-modal input[type=file]')
    .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await expect(page.getByTestId('upload-error')).toBeVisible();
  // A toast would show with the dialog's message and stay 3 s: counted at once, not waited away.
  await page.waitForTimeout(500);
  expect(await page.locator('.ant-message-notice').count()).toBe(0);
});

test('a refused user import says why once, in the dialog', async ({ page }) => {
  await signedIn(page, 'manager', 'en_US');
  await page.goto('./manager/user/list');
  await page.getByTestId('users-import').click();
  await page.locator('.ant-modal input[type=file]').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('not a workbook'),
  });
  await expect(page.locator('.ant-modal .ant-alert-error')).toBeVisible();
  // A toast would show with the dialog's message and stay 3 s: counted at once, not waited away.
  await page.waitForTimeout(500);
  expect(await page.locator('.ant-message-notice').count()).toBe(0);
});

for (const [lang, texts] of [
  [
    'zh_CN',
    { change: '修改密码', ok: '确 定', messages: ['请输入原密码', '请输入新密码', '请再次输入新密码'] },
  ],
  [
    'en_US',
    {
      change: 'Change password',
      ok: 'OK',
      messages: [
        'Please enter your current password',
        'Please enter the new password',
        'Please enter the new password again',
      ],
    },
  ],
] as const) {
  test(`each empty password field says which password it needs (${lang})`, async ({ page }) => {
    await signedIn(page, 'owner', lang);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: texts.change }).click();
    await expect(page.getByTestId('pwd-old')).toBeVisible();
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    const errors = page.locator('.ant-modal .ant-form-item-explain-error');
    await expect(errors).toHaveCount(3);
    expect(await errors.allTextContents()).toEqual([...texts.messages]);
  });
}

test('the captcha input and its image share one height and centre line', async ({ page }) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('./user/login');
    for (let i = 0; i < 5 && (await page.getByTestId('login-captcha-image').count()) === 0; i++) {
      await page.getByTestId('login-username').fill(`ghost-captcha-${width}`);
      await page.getByTestId('login-password').fill(`Wrong@${i}`);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
    }
    const image = page.getByTestId('login-captcha-image');
    await expect(image).toBeVisible();
    const box = await page
      .locator('.ant-input-affix-wrapper', { has: page.getByTestId('login-captcha') })
      .boundingBox();
    const img = await image.boundingBox();
    if (!box || !img) throw new Error('captcha not laid out');
    expect(Math.abs(box.height - img.height), `${width} px`).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height / 2 - (img.y + img.height / 2)), `${width} px`).toBeLessThanOrEqual(1);
  }
});

test('the run dialog offers Yes/No for a boolean parameter, and a run shows the values it used', async ({
  page,
}) => {
  await signedIn(page, 'user', 'zh_CN');
  await page.goto('./user/process/list');
  await page.getByTestId('process-run-发票核验 Invoice check').click();
  const notify = page.getByTestId('run-param-notify');
  await expect(notify).toContainText('是');
  await notify.click();
  await expect(page.locator('.ant-select-item-option')).toHaveText(['是', '否']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('./user/record/list');
  const drawer = page.locator('.ant-drawer');
  // The list refreshes itself every few seconds: a click during a refresh may land on a row being replaced.
  await expect(async () => {
    await page.locator('[data-testid^="task-detail-"]').first().click();
    await expect(drawer.locator('.ant-descriptions')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  const parameters = drawer.getByTestId('task-parameters').locator('thead');
  await expect(parameters).toContainText('本次取值');
  await expect(parameters).not.toContainText('默认值');
  // Every bordered cell has a label and a value (a dash when there is none).
  const empty = await drawer
    .locator('.ant-descriptions-item-label, .ant-descriptions-item-content')
    .evaluateAll((cells) => cells.filter((c) => !c.textContent?.trim()).length);
  expect(empty).toBe(0);
});
