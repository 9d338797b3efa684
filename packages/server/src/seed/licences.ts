import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LicenceCategoryValue } from '@rpa/contracts';
import { SERVER_ROOT } from '../config';
import { issueLicence } from '../modules/licences/format';
import { machineCode } from '../modules/licences/installation';
import { saveLicence } from '../modules/licences/store';
import type { Db } from '../platform/db';

/** The private half of the repository's test key pair: demo and tests only (test-keys/README.md). */
export const TEST_LICENCE_PRIVATE_KEY_FILE = path.join(SERVER_ROOT, 'test-keys/licence-test.key');

const DAY_MS = 86_400_000;

/**
 * Demo licences for this installation, signed with the test key: 5
 * background robot seats, 2 foreground (assistant) and 2 designer, valid
 * for a year. A server that trusts other keys shows them as invalid.
 */
export async function seedLicences(db: Db): Promise<void> {
  const key = readFileSync(TEST_LICENCE_PRIVATE_KEY_FILE, 'utf8');
  const code = await machineCode(db);
  const now = Date.now();
  const seats: Array<[LicenceCategoryValue, number]> = [
    ['background', 5],
    ['foreground', 2],
    ['designer', 2],
  ];
  for (const [category, number] of seats) {
    const payload = {
      licSn: `DEMO-${category.toUpperCase()}-0001`,
      custName: '演示客户 Demo Customer',
      category,
      agentType: category,
      number,
      type: 'formal' as const,
      effectiveAt: new Date(now - DAY_MS).toISOString(),
      dueAt: new Date(now + 365 * DAY_MS).toISOString(),
      clusterNodes: 3,
      machineCode: code,
    };
    await saveLicence(db, payload, issueLicence(payload, key));
  }
}
