import { expect, test } from '@playwright/test';
import { LDAP_PEOPLE, noSlapd, startTestLdap, type TestLdap } from '../packages/server/src/testing/ldap';
import { apiLogin, signedIn, uiLogin, useLanguage } from './helpers';

test.describe('the AD domain tab', () => {
  /** A real OpenLDAP the console's server reaches on 127.0.0.1. */
  let ldap: TestLdap;
  test.beforeAll(async () => {
    if (!noSlapd) ldap = await startTestLdap();
  });
  test.afterAll(async ({ request }) => {
    if (!ldap) return;
    // No directory for the specs after this one: the schedule stops.
    const admin = await apiLogin(request, 'admin');
    await admin.post('/sys/ad', { ...ldap.settings, address: '', account: '', password: '' });
    await ldap.stop();
  });
  test.beforeEach(() => {
    test.skip(!!noSlapd, noSlapd);
  });

  test('saves and shows its values again, tests the connection, and a sync brings in a user who signs in with the directory password', async ({
    page,
    browser,
  }) => {
    // A long journey (about 45 s on a quiet 2-core machine): room for a busy one.
    test.setTimeout(150_000);
    await signedIn(page, 'admin');
    await page.goto('./manager/system/config');
    await page.getByTestId('settings-tab-ad').click();
    await page.getByTestId('ad-address').fill('127.0.0.1');
    await page.getByTestId('ad-port').fill(String(ldap.port));
    await page.getByTestId('ad-account').fill('admin');
    await page.getByTestId('ad-save').click();
    await expect(page.getByText('The account must be name@domain, e.g. admin@example.com')).toBeVisible();
    await page.getByTestId('ad-account').fill(ldap.settings.account);
    await page.getByTestId('ad-targetAddress').fill(ldap.settings.targetAddress);
    await page.getByTestId('ad-password').fill(ldap.settings.password);
    await page.getByLabel('Weekly, Sunday at 00:00').check();
    await page.getByTestId('ad-save').click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // Reloaded: the values are back, the password is only said to be stored.
    await page.reload();
    await page.getByTestId('settings-tab-ad').click();
    await expect(page.getByTestId('ad-address')).toHaveValue('127.0.0.1');
    await expect(page.getByTestId('ad-port')).toHaveValue(String(ldap.port));
    await expect(page.getByTestId('ad-account')).toHaveValue('admin@example.test');
    await expect(page.getByTestId('ad-targetAddress')).toHaveValue('dc=example,dc=test');
    await expect(page.getByLabel('Weekly, Sunday at 00:00')).toBeChecked();
    await expect(page.getByTestId('ad-password')).toHaveValue('');
    await expect(page.getByTestId('ad-password')).toHaveAttribute(
      'placeholder',
      'Stored; leave empty to keep it',
    );

    // The stored password binds; a wrong one typed in is refused by the directory.
    await page.getByTestId('ad-test').click();
    await expect(page.getByText(/Connected and read dc=example,dc=test/)).toBeVisible();
    await page.getByTestId('ad-password').fill('Wrong#2026');
    await page.getByTestId('ad-test').click();
    await expect(
      page.getByText('The directory refused the account or password (invalid credentials)'),
    ).toBeVisible();
    await page.getByTestId('ad-password').fill('');

    await page.getByTestId('ad-detect').click();
    await expect(page.getByRole('tab', { name: 'Users (5)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Users (5)' }).click();
    await expect(
      page.getByTestId('ad-detected-users').getByRole('cell', { name: 'Alice Chen' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('ad-sync').click();
    await expect(page.getByTestId('ad-report-users')).toHaveText('4 created, 0 updated, 0 locked, 1 skipped');

    // Alice, brought in from the directory, signs in with her directory password.
    const other = await browser.newPage();
    await useLanguage(other, 'en_US');
    await uiLogin(other, 'alice', 'Wrong#2026');
    await expect(other.getByText('Wrong account or password')).toBeVisible();
    await uiLogin(other, 'alice', LDAP_PEOPLE.alice.password);
    await expect(other.getByTestId('user-menu')).toBeVisible();
    await other.goto('./user/personal/center');
    await other.getByRole('tab', { name: 'Security settings' }).click();
    await expect(other.getByTestId('personal-directory')).toContainText('alice@example.test');
    await expect(other.getByTestId('personal-directory')).toContainText(LDAP_PEOPLE.alice.dn);
    await other.close();
  });
});
