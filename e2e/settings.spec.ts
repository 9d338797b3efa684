import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../packages/server/src/testing/smtp';
import { choose, signedIn } from './helpers';

/** Opens a tab of system configuration. */
async function openTab(page: Page, tab: 'security' | 'calendar' | 'mail' | 'data' | 'ai' | 'record') {
  await page.goto('./manager/system/config');
  await page.getByTestId(`settings-tab-${tab}`).click();
}

test('the security tab refuses what the server refuses, saves, and shows the saved values again', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await openTab(page, 'security');
  const timeout = page.getByTestId('security-sessionTimeoutMinutes');
  await expect(timeout).toHaveValue('30');

  // Below the spec's ten minutes, and a pattern without what it demands: refused before the server is asked.
  await timeout.fill('5');
  await page.getByTestId('security-pattern').fill('^\\S+$');
  await page.getByTestId('security-save').click();
  await expect(page.getByText('Too small: expected number to be >=10')).toBeVisible();
  await expect(
    page.getByText('A password pattern needs its description in both languages').first(),
  ).toBeVisible();

  await timeout.fill('45');
  await page.getByTestId('security-pattern').fill('');
  await page.getByTestId('security-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await page.getByTestId('settings-tab-security').click();
  await expect(page.getByTestId('security-sessionTimeoutMinutes')).toHaveValue('45');

  // Back to the demo's value for the specs after this one.
  await page.getByTestId('security-sessionTimeoutMinutes').fill('30');
  await page.getByTestId('security-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});

test.describe('the mailbox server tab', () => {
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startTestSmtp({ refuse: /^nobody@/ });
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test('saves the server, keeps the password unseen, and a test mail arrives; a refusal shows the server answer', async ({
    page,
  }) => {
    await signedIn(page, 'admin');
    await openTab(page, 'mail');
    await page.getByTestId('mail-host').fill('127.0.0.1');
    await page.getByTestId('mail-port').fill(String(smtp.port));
    await page.getByTestId('mail-timeout').fill('5');
    await page.getByTestId('mail-sender').fill('not an address');
    await page.getByTestId('mail-save').click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByTestId('mail-sender').fill('robots@example.com');
    await page.getByTestId('mail-username').fill('robots');
    await page.getByTestId('mail-password').fill('Mailbox#2026');
    await page.getByTestId('mail-save').click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // Reloaded: the values are back, the password is not (it is only said to be stored).
    await page.reload();
    await page.getByTestId('settings-tab-mail').click();
    await expect(page.getByTestId('mail-host')).toHaveValue('127.0.0.1');
    await expect(page.getByTestId('mail-port')).toHaveValue(String(smtp.port));
    await expect(page.getByTestId('mail-sender')).toHaveValue('robots@example.com');
    await expect(page.getByTestId('mail-password')).toHaveValue('');
    await expect(page.getByTestId('mail-password')).toHaveAttribute(
      'placeholder',
      'Stored; leave empty to keep it',
    );

    // The saved settings send the test mail, with the stored password.
    await page.getByTestId('mail-test').click();
    await page.getByTestId('mail-test-to').fill('ops@example.com');
    await page.getByTestId('mail-test-send').click();
    await expect(page.getByText('Test mail sent to ops@example.com')).toBeVisible();
    await expect.poll(() => smtp.inbox.length).toBe(1);
    expect(smtp.inbox[0]?.to).toEqual(['ops@example.com']);
    expect(smtp.inbox[0]?.from).toBe('robots@example.com');
    expect(smtp.inbox[0]?.raw).toContain('Subject: RPA console test mail');
    expect(smtp.auths).toEqual([{ username: 'robots', password: 'Mailbox#2026' }]);

    // A recipient the server refuses: its own answer is shown, and nothing arrives.
    await page.getByTestId('mail-test').click();
    await page.getByTestId('mail-test-to').fill('nobody@example.com');
    await page.getByTestId('mail-test-send').click();
    await expect(page.getByText(/The mail could not be sent: .*550.*no such mailbox/)).toBeVisible();
    expect(smtp.inbox).toHaveLength(1);
  });
});

test.describe('the AI server tab', () => {
  /** A local service standing in for the OCR / AI server: it answers its own key only. */
  let service: Server;
  let address: string;
  test.beforeAll(async () => {
    service = createServer((req, res) => {
      res.statusCode = req.headers.authorization === 'Bearer ocr-key-2026' ? 200 : 401;
      res.end('{}');
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(service.address() as AddressInfo).port}/v1`;
  });
  test.afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

  test('saves the service, shows it again without its key, and tests the connection with the stored key', async ({
    page,
  }) => {
    await signedIn(page, 'admin');
    await openTab(page, 'ai');
    await page.getByTestId('ai-address').fill('ftp://ocr.example.com');
    await page.getByTestId('ai-save').click();
    await expect(page.getByText('Enter an address starting with http:// or https://')).toBeVisible();
    await page.getByTestId('ai-address').fill(address);
    await page.getByTestId('ai-key').fill('ocr-key-2026');
    await page.getByTestId('ai-model').fill('invoice-ocr');
    await page.getByTestId('ai-save').click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await page.reload();
    await page.getByTestId('settings-tab-ai').click();
    await expect(page.getByTestId('ai-address')).toHaveValue(address);
    await expect(page.getByTestId('ai-model')).toHaveValue('invoice-ocr');
    await expect(page.getByTestId('ai-key')).toHaveValue('');
    await page.getByTestId('ai-test').click();
    await expect(page.getByText(/The AI server answered \(HTTP 200/)).toBeVisible();

    // A wrong key typed into the form is tested as typed, and refused by the service.
    await page.getByTestId('ai-key').fill('wrong');
    await page.getByTestId('ai-test').click();
    await expect(page.getByText('The AI server refused the call (HTTP 401); check the key')).toBeVisible();
  });
});

test('the record strategy tab wants three different ports, saves, and shows the saved values again', async ({
  page,
}) => {
  await signedIn(page, 'admin', 'zh_CN');
  await openTab(page, 'record');
  await expect(page.getByTestId('record-recordByDefault')).toBeChecked();
  await page.getByTestId('record-logPort').fill('9001');
  await page.getByTestId('record-save').click();
  await expect(page.getByText('传输、控制和日志端口不能相同')).toBeVisible();
  await page.getByTestId('record-logPort').fill('9100');
  await page.getByTestId('record-recordByDefault').click();
  await page.getByTestId('record-save').click();
  await expect(page.getByText('设置已保存')).toBeVisible();

  await page.reload();
  await page.getByTestId('settings-tab-record').click();
  await expect(page.getByTestId('record-logPort')).toHaveValue('9100');
  await expect(page.getByTestId('record-recordByDefault')).not.toBeChecked();

  // Runs are recorded again for the specs after this one.
  await page.getByTestId('record-recordByDefault').click();
  await page.getByTestId('record-save').click();
  await expect(page.getByText('设置已保存')).toBeVisible();
});

test('the data cleaning tab keeps a retention, cleans a kind now and shows what the pass removed', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await openTab(page, 'data');
  const kinds = page.getByTestId('data-kinds');
  await expect(kinds.getByRole('row')).toHaveCount(7);
  const oplog = kinds.getByRole('row').filter({ hasText: 'Operation log' });
  // Kept permanently until a retention is saved: nothing to clean yet.
  await expect(page.getByTestId('data-clean-oplog')).toBeDisabled();

  const select = page.getByTestId('data-retention-oplog');
  await choose(select, page.locator('.ant-select-dropdown:visible').getByTitle('365 days'), () =>
    expect(select).toContainText('365 days'),
  );
  await page.getByTestId('data-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await page.getByTestId('settings-tab-data').click();
  await expect(page.getByTestId('data-retention-oplog')).toContainText('365 days');
  await page.getByTestId('data-clean-oplog').click();
  await expect(page.getByText('Remove the Operation log older than 365 days')).toBeVisible();
  await page.getByTestId('data-clean-ok').click();
  await expect(page.getByTestId('data-run-oplog')).toHaveAttribute('data-state', 'done');
  await expect(oplog).toContainText(/Removed \d+ rows and 0 files/);
  await expect(oplog).toContainText('by hand');

  // Kept permanently again for the specs after this one.
  await choose(select, page.locator('.ant-select-dropdown:visible').getByTitle('Permanently'), () =>
    expect(select).toContainText('Permanently'),
  );
  await page.getByTestId('data-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();
});
