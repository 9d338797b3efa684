import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files';
import { processes } from '../processes';
import { users } from '../users';
import { placeFile } from './place';

/**
 * Demo files (seed/index.ts): the demo user's own invoice list and notes,
 * and a document of the invoice check process, each with the history of
 * its upload, so the file screens show something on the first start.
 */
export async function seedDemoFiles(db: Db, store: FileStore): Promise<void> {
  const people = await db
    .select({ id: users.id, account: users.account, departmentId: users.departmentId })
    .from(users)
    .where(inArray(users.account, ['user']));
  const user = people[0];
  const [check] = await db
    .select({ id: processes.id, departmentId: processes.departmentId })
    .from(processes)
    .where(eq(processes.name, '发票核验 Invoice check'));
  if (!user || !check) return;
  const invoices = Buffer.from(
    'invoice,supplier,amount\nINV-2026-001,华东纸业 East China Paper,12800\nINV-2026-002,Acme Office Supplies,356.40\nINV-2026-003,恒通物流 Hengtong Logistics,4520\n',
  );
  const notes = Buffer.from(
    '11 月供应商发票已收齐，待核验。\nThe November supplier invoices are all in and wait for the check.\n',
  );
  const rates = Buffer.from('currency,rate\nUSD,7.10\nEUR,7.72\nJPY,0.047\n');
  const mine = {
    place: 'personal' as const,
    ownerId: user.id,
    processId: null,
    departmentId: user.departmentId,
  };
  const documents = {
    place: 'process' as const,
    ownerId: null,
    processId: check.id,
    departmentId: check.departmentId,
  };
  const by = { actor: user.account, create: 'webCreate' as const, cover: 'webCover' as const };
  for (const [to, name, folder, bytes, description] of [
    [mine, 'sample-invoices.csv', 'invoices/2026-11/', invoices, '11 月发票 / November invoices'],
    [mine, '说明 notes.txt', '', notes, ''],
    [documents, 'exchange-rates.csv', '', rates, '汇率表 / Exchange rates'],
  ] as const) {
    const stored = await store.put(bytes);
    await placeFile(db, to, { name, folder, ...stored, source: 'server', description }, by);
  }
}
