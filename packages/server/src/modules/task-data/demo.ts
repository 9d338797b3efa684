import type { Db } from '../../platform/db';
import { addItems } from './items';
import { taskDataSpaces } from './schema';

/** The space the invoice payments example works through by default (its `queue_space`). */
export const DEMO_SPACE = 'Invoices';

/**
 * A demo space of Finance (seed/index.ts) with supplier invoices waiting:
 * a run of the invoice payments example pays four and fails the one
 * without an amount, which is retried twice before it stays failed.
 */
export async function seedDemoTaskData(db: Db, financeId: number): Promise<void> {
  const [space] = await db
    .insert(taskDataSpaces)
    .values({
      name: DEMO_SPACE,
      maxItems: 1000,
      maxAttempts: 2,
      description: '待付款的供应商发票 / Supplier invoices waiting for payment',
      departmentId: financeId,
      createdBy: 'admin',
    })
    .returning({ id: taskDataSpaces.id });
  if (!space) return;
  const invoices = [
    { invoice: 'INV-2026-001', supplier: '华东纸业 East China Paper', amount: 12800 },
    { invoice: 'INV-2026-002', supplier: 'Acme Office Supplies', amount: 356.4 },
    { invoice: 'INV-2026-003', supplier: '恒通物流 Hengtong Logistics', amount: 4520 },
    { invoice: 'INV-2026-004', supplier: 'Globex Software', amount: 9900 },
    { invoice: 'INV-2026-005', supplier: '未知供应商 Unknown supplier' },
  ];
  await addItems(
    db,
    space.id,
    invoices.map((content, i) => ({ content, reference: content.invoice, priority: i === 0 ? 2 : 1 })),
  );
}
