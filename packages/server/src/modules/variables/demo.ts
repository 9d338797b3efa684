import type { Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { variables } from './schema';

/** The demo ERP password: what the invoice payments example signs in with. */
export const DEMO_ERP_PASSWORD = 'Demo-ERP-2026';

/**
 * Demo variables of Finance (seed/index.ts): the password the invoice
 * payments example reads (examples/invoice-payments), sealed as the console
 * seals it, and a text value beside it.
 */
export async function seedDemoVariables(db: Db, sealer: Sealer, financeId: number): Promise<void> {
  await db.insert(variables).values([
    {
      name: 'ERP_PASSWORD',
      type: 'password',
      value: sealer.seal(DEMO_ERP_PASSWORD),
      description: 'ERP 登录密码 / ERP sign-in password',
      departmentId: financeId,
      createdBy: 'admin',
    },
    {
      name: 'ERP_ACCOUNT',
      type: 'text',
      value: 'rpa-finance',
      description: 'ERP 登录账号 / ERP sign-in account',
      departmentId: financeId,
      createdBy: 'admin',
    },
  ]);
}
