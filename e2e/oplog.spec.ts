import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uiLogin, useLanguage } from './helpers';

test('the operation log filters and exports to a workbook', async ({ page }) => {
  await useLanguage(page, 'en_US');
  await uiLogin(page, 'manager');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await page.getByRole('menuitem', { name: 'System' }).click();
  await page.getByRole('menuitem', { name: 'Operation log' }).click();
  await expect(page).toHaveURL(/\/manager\/oplog\/list$/);
  await expect(page.getByRole('cell', { name: 'manager' }).first()).toBeVisible();

  await page.getByTestId('oplog-action').click();
  await page.getByTitle('Login', { exact: true }).click();
  await page.getByTestId('oplog-search').click();
  const actions = page.locator('tr.ant-table-row td:nth-child(6)');
  // Every row, not just the first: the newest row is the manager's own sign-in before the filter applies too.
  await expect.poll(async () => [...new Set(await actions.allTextContents())]).toEqual(['Login']);

  const download = page.waitForEvent('download');
  await page.getByTestId('oplog-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^operation-log-\d{8}-\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Time');
  expect(sheet?.rowCount).toBeGreaterThan(1);
  for (let r = 2; r <= (sheet?.rowCount ?? 0); r++) expect(sheet?.getRow(r).getCell(6).value).toBe('Login');
});
