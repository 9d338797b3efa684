import { expect, test } from '@playwright/test';
import { watchViolations } from './helpers';

test('the API reference page lists the operations under the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);

  const res = await page.goto('/api/reference/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('RPA console API', {
    timeout: 30_000,
  });
  // The sign-in call, from the generated document (its group is listed first).
  await expect(page.locator('.opblock-summary-path', { hasText: '/oauth/token' })).toBeVisible();
  expect(violations).toEqual([]);
});
