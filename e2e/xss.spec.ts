import { expect, test } from '@playwright/test';
import type { DepartmentNode } from '@rpa/contracts';
import { apiLogin, uiLogin } from './helpers';

// Markup stored as names must be shown as text: React escapes it, and the CSP
// would stop an inline handler anyway. Each payload fits a department name (30).
const PAYLOADS = ['<img src=x onerror=__x=1>', '<svg onload=__x=2>', '"><script>__x=3</script>'];

test('markup stored in names is shown as text and never runs', async ({ page, request }) => {
  const admin = await apiLogin(request, 'admin');
  const tree = await admin.post<DepartmentNode[]>('/sauth/org/tree', {});
  const root = tree.result[0];
  expect(root).toBeTruthy();
  for (const [i, name] of PAYLOADS.entries()) {
    const code = `9${String(Date.now() + i).slice(-4)}`;
    const added = await admin.post('/sauth/org/add', { name, code, parentId: root?.id });
    expect(added.code, added.msg).toBe(0);
  }

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await uiLogin(page, 'admin');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('./manager/department/list');
  for (const name of PAYLOADS) await expect(page.getByText(name).first()).toBeVisible();
  // The users list shows department names too.
  await page.goto('./manager/user/list');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
