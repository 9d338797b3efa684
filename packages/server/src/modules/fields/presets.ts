import type { Db } from '../../platform/db';
import { logFields } from './schema';

/**
 * The system-preset business fields every installation has (they cannot be
 * deleted): the business number and amount most processes report. Added at
 * start when missing; a field someone already made with the same key stays theirs.
 */
const PRESETS: Array<typeof logFields.$inferInsert> = [
  {
    key: 'business_no',
    name: '业务单号 Business number',
    type: 'string',
    description: '流程处理的业务单据编号 / The number of the business document a run handled',
  },
  {
    key: 'business_amount',
    name: '业务金额 Business amount',
    type: 'decimal',
    decimals: 2,
    description: '流程处理的业务金额 / The amount a run handled',
  },
];

export async function ensurePresetFields(db: Db): Promise<void> {
  await db
    .insert(logFields)
    .values(PRESETS.map((p) => ({ ...p, preset: true, createdBy: 'system' })))
    .onConflictDoNothing({ target: logFields.key });
}
