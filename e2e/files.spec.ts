import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FILE_UPLOAD_DEFAULTS } from '@rpa/contracts';
import { apiLogin, choose, signedIn } from './helpers';

const RUN = Date.now().toString(36);
const PROCESS = 'Invoice check';

/** The demo's upload settings again (a run that stopped half-way may have left others behind). */
async function restoreUploadSettings(request: APIRequestContext) {
  const admin = await apiLogin(request, 'admin');
  const saved = await admin.post('/sys/file', { ...FILE_UPLOAD_DEFAULTS });
  expect(saved.code, saved.msg).toBe(0);
}

/** Opens the upload dialog of the current tab and hands it files. */
async function chooseFiles(page: Page, files: Array<{ name: string; text: string; mimeType?: string }>) {
  await page.getByTestId('files-upload').click();
  const dialog = page.getByTestId('files-upload-dialog');
  await expect(dialog.getByTestId('files-upload-limits')).toBeVisible();
  await dialog
    .getByTestId('files-upload-drop')
    .locator('input[type=file]')
    .setInputFiles(
      files.map((f) => ({ name: f.name, mimeType: f.mimeType ?? 'text/plain', buffer: Buffer.from(f.text) })),
    );
  await expect(dialog.getByTestId('files-upload-item')).toHaveCount(files.length);
  return dialog;
}

test.beforeAll(async ({ request }) => {
  await restoreUploadSettings(request);
});

test('a user uploads two files at once, copies one to a process, sees its history, and cannot delete it there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = `statement-${RUN}.txt`;
  const second = `receipts-${RUN}.txt`;
  await signedIn(page, 'user');
  await page.goto('./user/file/list');
  await page.getByTestId('files-tab-personal').click();
  await expect(page.getByTestId('files-upload')).toBeVisible();

  // Copy with nothing selected says what is missing.
  await page.getByTestId('files-copy').click();
  await expect(page.getByText('Please select a file!')).toBeVisible();

  const dialog = await chooseFiles(page, [
    { name: first, text: 'March statement' },
    { name: second, text: 'Receipts of March' },
  ]);
  await expect(dialog.getByTestId('files-upload-refusal')).toHaveCount(0);
  await dialog.getByTestId('files-upload-description').fill('March 账单 & co');
  // The request waits until the progress bar has been seen, so a fast server cannot hide it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/file/upload**', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByTestId('files-upload-submit').click();
  await expect(dialog.getByTestId('files-upload-progress')).toBeVisible();
  release();
  await expect(page.getByText('Uploaded 2 files')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/file/upload**');

  const firstRow = page.getByRole('row').filter({ hasText: first });
  await expect(firstRow).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: second })).toContainText('March 账单 & co');
  const firstId = ((await firstRow.getByTestId(/^files-name-/).getAttribute('data-testid')) ?? '')
    .split('-')
    .pop();

  // Downloaded under its own name; described in a dialog of its own.
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`files-download-${firstId}`).click();
  expect((await downloading).suggestedFilename()).toBe(first);
  await page.getByTestId(`files-more-${firstId}`).click();
  await page.getByTestId(`files-describe-${firstId}`).click();
  await page.getByTestId('files-describe-input').fill('Signed by the bank');
  await page.getByTestId('files-describe-ok').click();
  await expect(page.getByText('Description saved')).toBeVisible();
  await expect(firstRow).toContainText('Signed by the bank');

  // Copied to the documents of a process the user runs.
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByTestId('files-copy').click();
  await page.getByTestId('files-copy-place-process').click();
  const processField = page.getByTestId('files-copy-process');
  await choose(
    processField,
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PROCESS }),
    () => expect(page.getByRole('dialog')).toContainText(PROCESS, { timeout: 2000 }),
  );
  await page.getByTestId('files-copy-ok').click();
  await expect(page.getByText('Copied 1 files')).toBeVisible();

  // Among the process documents, found by its name.
  await page.getByTestId('files-tab-process').click();
  await page.getByTestId('files-filter-name').fill(first);
  await page.getByTestId('files-process-search').click();
  const copy = page.getByRole('row').filter({ hasText: first });
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText(PROCESS);
  const id = ((await copy.getByTestId(/^files-name-/).getAttribute('data-testid')) ?? '').split('-').pop();

  await page.getByTestId(`files-history-${id}`).click();
  const history = page.getByTestId('files-history');
  await expect(history.getByRole('row').filter({ hasText: 'Copied on the web' })).toBeVisible();
  await expect(history).toContainText('user');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // A process file stays: the server's refusal is shown.
  await page.getByTestId(`files-more-${id}`).click();
  await page.getByTestId(`files-delete-${id}`).click();
  await page.getByTestId('files-delete-ok').click();
  await expect(page.getByText(`${first} is a process file and cannot be deleted`)).toBeVisible();
  await expect(copy).toHaveCount(1);
});

test('the manager allows only .txt files, and the user is told before sending a .pdf', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  try {
    await signedIn(page, 'admin');
    await page.goto('./manager/system/config');
    await page.getByTestId('settings-tab-upload').click();
    const types = page.getByTestId('upload-allowedTypes');
    await expect(types).toHaveValue('*');
    await expect(page.getByTestId('upload-blacklist')).toContainText('.exe');
    // A blocked type is refused before the server is asked.
    await types.fill('.txt,.exe');
    await page.getByTestId('upload-save').click();
    await expect(
      page.getByText('Executables and scripts are dangerous types and cannot be allowed'),
    ).toBeVisible();
    await types.fill('.txt');
    await page.getByTestId('upload-save').click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const user = await browser.newPage();
    await signedIn(user, 'user');
    await user.goto('./user/file/list');
    await user.getByTestId('files-tab-personal').click();
    const dialog = await chooseFiles(user, [
      { name: `invoice-${RUN}.pdf`, text: '%PDF-1.4', mimeType: 'application/pdf' },
    ]);
    await expect(dialog.getByTestId('files-upload-limits')).toContainText('.txt');
    await expect(dialog.getByTestId('files-upload-refusal')).toHaveText(
      'Only files of these types may be uploaded: .txt',
    );
    // Nothing is sent while a file is refused.
    let sent = false;
    await user.route('**/api/file/upload**', async (route) => {
      sent = true;
      await route.continue();
    });
    await dialog.getByTestId('files-upload-submit').click();
    await expect(dialog.getByTestId('files-upload-error')).toContainText('Remove the files marked in red');
    expect(sent).toBe(false);
    await user.close();
  } finally {
    await restoreUploadSettings(request);
  }
});
