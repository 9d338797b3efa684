import { expect, test } from '@playwright/test';

test('the API reference page lists the operations under the Content-Security-Policy', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      );
    });
  });

  const res = await page.goto('/api/reference/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('RPA console API', {
    timeout: 30_000,
  });
  // The sign-in call, from the generated document (its group is listed first).
  await expect(page.locator('.opblock-summary-path', { hasText: '/oauth/token' })).toBeVisible();
  expect(violations).toEqual([]);
});
