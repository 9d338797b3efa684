import { type RobotUpgrade, robotUpgradeStored } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { defineSetting } from '../../platform/settings';

/**
 * Before any save: no version and no files, which robots read as nothing to
 * apply. Stored under the schema that admits the empty version; saves are
 * checked by the stricter `robotUpgrade` (version 1-20) first.
 */
const DEFAULTS: RobotUpgrade = { version: '', files: [] };

export const robotUpgrade = defineSetting('robot.upgrade', robotUpgradeStored, DEFAULTS);

/** The saved 9.0 upgrade as robots are to receive it: its version and files, in order. */
export async function robotUpgradeList(db: Db): Promise<RobotUpgrade> {
  return (await robotUpgrade.view(db)).value;
}
