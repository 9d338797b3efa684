import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../packages/server/src/testing/smtp';
import { choose, signedIn } from './helpers';

/** Opens a tab of system configuration. */
async function openTab(
  page: Page,
  tab: 'security' | 'calendar' | 'mail' | 'data' | 'ai' | 'robotUpgrade' | 'record',
) {
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

test('the 9.0 robot upgrade tab checks each file, keeps the list, and asks before saving it empty', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await openTab(page, 'robotUpgrade');
  const version = page.getByTestId('robot-upgrade-version');
  await expect(version).toBeVisible();
  // Rows an earlier attempt saved are removed first, so the new one is row 0.
  const count = page.getByTestId('robot-upgrade-count');
  const removeFirst = page.getByTestId('robot-upgrade-remove-0');
  for (let left = Number.parseInt((await count.textContent()) ?? '0', 10); left > 0; left--) {
    await removeFirst.click();
    await expect(count).toHaveText(`${left - 1} of 1000 files`);
  }

  await version.fill('9.0.1-e2e');
  await page.getByTestId('robot-upgrade-add').click();
  await page.getByTestId('robot-upgrade-name-0').fill('RobotCore.dll');
  await page.getByTestId('robot-upgrade-md5-0').fill('0123456789abcdef');
  await page.getByTestId('robot-upgrade-size-0').fill('2048');
  await page.getByTestId('robot-upgrade-sourceUrl-0').fill('https://files.example.com/9.0/RobotCore.dll');
  await page.getByTestId('robot-upgrade-targetPath-0').fill('C:\\Robot\\RobotCore.dll');
  const action = page.getByTestId('robot-upgrade-action-0');
  await choose(action, page.locator('.ant-select-dropdown:visible').getByTitle('Overwrite'), () =>
    expect(action).toContainText('Overwrite'),
  );
  await page.getByTestId('robot-upgrade-save').click();
  await expect(page.getByText('The MD5 must be 32 hexadecimal characters')).toBeVisible();
  await expect(page.getByText('Settings saved')).toHaveCount(0);

  await page.getByTestId('robot-upgrade-md5-0').fill('0123456789ABCDEF0123456789ABCDEF');
  await expect(page.getByText('The MD5 must be 32 hexadecimal characters')).toHaveCount(0);
  await page.getByTestId('robot-upgrade-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await page.getByTestId('settings-tab-robotUpgrade').click();
  await expect(version).toHaveValue('9.0.1-e2e');
  await expect(count).toHaveText('1 of 1000 files');
  // Kept in lower case, as robots compare it.
  await expect(page.getByTestId('robot-upgrade-md5-0')).toHaveValue('0123456789abcdef0123456789abcdef');
  await expect(page.getByTestId('robot-upgrade-size-0')).toHaveValue('2048');
  await expect(action).toContainText('Overwrite');

  // An empty list is saved only once confirmed; cancelling keeps the stored file.
  await removeFirst.click();
  await expect(page.getByText('No files: robots have nothing to download')).toBeVisible();
  await page.getByTestId('robot-upgrade-save').click();
  const question = page.getByText(
    'The file list is empty: robots upgrading to this version will download nothing',
  );
  await expect(question).toBeVisible();
  await page.getByTestId('robot-upgrade-confirm-cancel').click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText('Settings saved')).toHaveCount(0);
  await page.getByTestId('robot-upgrade-save').click();
  await page.getByTestId('robot-upgrade-confirm-ok').click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // Reloaded, the list is empty again: no files for robots, as for the specs after this one.
  await page.reload();
  await page.getByTestId('settings-tab-robotUpgrade').click();
  await expect(count).toHaveText('0 of 1000 files');
});
