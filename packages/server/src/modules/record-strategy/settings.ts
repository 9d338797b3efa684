import { type RecordStrategy, recordStrategy as rules } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { defineSetting } from '../../platform/settings';

/** The record strategy before it is saved: runs are recorded. */
const DEFAULTS: RecordStrategy = {
  transferPort: 9001,
  controlPort: 9002,
  logPort: 9003,
  recordByDefault: true,
};

export const recordStrategy = defineSetting('record.strategy', rules, DEFAULTS);

/** Whether robots record the runs offered now. */
export async function recordsRuns(db: Db): Promise<boolean> {
  return (await recordStrategy.view(db)).value.recordByDefault;
}
