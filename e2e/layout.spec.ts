import { expect, type Page, test } from '@playwright/test';
import type { MenuEntry, UserMenuResponse } from '@rpa/contracts';
import { apiLogin, uiLogin } from './helpers';

/** Every entry of a menu tree that opens a page in the shell. */
function pages(menus: MenuEntry[]): MenuEntry[] {
  return menus.flatMap((m) => [
    ...(m.notRouted || m.externalUrl || m.redirect || m.layout === 'blank' || m.path.includes(':')
      ? []
      : [m]),
    ...pages(m.children),
  ]);
}

/**
 * What reaches past the right edge of the viewport, other than inside a
 * container that scrolls sideways on purpose (a wide table), a tab bar with its
 * "…" menu, or a fixed layer: such content
 * either makes the page scroll sideways or is cut off where it cannot be read.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a sideways scroller, or in a fixed layer (notices, popups) that does not widen the page.
    const exempt = (e: Element) => {
      for (let a: Element | null = e; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === 'fixed') return true;
        // A tab bar wider than the screen lists the tabs it cannot show under its "…" menu.
        if (a.classList.contains('ant-tabs-nav-wrap')) return true;
        if (a !== e && (style.overflowX === 'auto' || style.overflowX === 'scroll')) return true;
      }
      return false;
    };
    const out = Array.from(document.body.querySelectorAll('*')).filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.right > width + 1 && !exempt(e);
    });
    // The innermost ones name the culprit.
    return out
      .filter((e) => !out.some((o) => o !== e && e.contains(o)))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} to ${Math.round(e.getBoundingClientRect().right)}px`,
      );
  });

/** The page's code and first data have arrived. */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(500);
}

/** Opens a console path inside the running app, as a menu click does (no reload). */
async function open(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', `/console${p}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`/console${path}$`));
}

for (const account of ['manager', 'developer', 'owner', 'user']) {
  test(`no ${account} page is wider than a 375 px phone`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const session = await apiLogin(request, account);
    const menu = await session.post<UserMenuResponse>('/sauth/menu/usermenu', { idenMenuId: null });
    const entries = pages(menu.result.menuList);
    expect(entries.length).toBeGreaterThan(3);

    await page.setViewportSize({ width: 375, height: 740 });
    await uiLogin(page, account);
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 20_000 });
    const wide: string[] = [];
    for (const entry of entries) {
      await open(page, entry.path);
      await settled(page);
      const cut = await cutOff(page);
      if (cut.length) wide.push(`${entry.path} (${entry.title.en_US}): ${cut.join(', ')}`);
    }
    expect(wide, wide.join('\n')).toEqual([]);
  });
}

test('a page opened from low down the page starts at its top', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 400 });
  await uiLogin(page, 'manager');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 20_000 });
  await page.goto('./manager/oplog/list');
  await settled(page);
  // The side menu's "Dashboard", then back to the log by its tab, from the bottom of the page.
  // dispatchEvent clicks where the element is, without scrolling it into view first.
  await page.getByRole('menuitem', { name: '首页' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('tab', { name: '操作日志' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/manager\/oplog\/list$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
