import { createMachineKey } from '../modules/machine-keys/keys';
import type { Db } from '../platform/db';
import { demoDepartmentId } from './identities';

/**
 * The demo's machine key of Finance (README): `npm start`'s demo robots
 * register with it, and so do the test robots. Known, so never for production.
 */
export const DEMO_MACHINE_KEY = 'rpamk_demo-finance-2026';

export async function seedMachineKeys(db: Db): Promise<void> {
  const finance = await demoDepartmentId(db, 'finance');
  if (!finance) return;
  await createMachineKey(db, {
    name: '财务部机器人 Finance robots',
    departmentId: finance,
    createdBy: 'admin',
    key: DEMO_MACHINE_KEY,
  });
}
