import { readFileSync } from 'node:fs';
import type { LicencePayload } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { issueLicence } from '../modules/licences/format';
import { machineCode } from '../modules/licences/installation';
import { TEST_LICENCE_PRIVATE_KEY_FILE } from '../seed/licences';

const DAY_MS = 86_400_000;
let serial = 0;

/** A payload for this app's installation, valid from yesterday for a year, unless overridden. */
export async function testPayload(
  app: FastifyInstance,
  overrides: Partial<LicencePayload> = {},
): Promise<LicencePayload> {
  serial += 1;
  const now = Date.now();
  return {
    licSn: `TEST-${String(serial).padStart(4, '0')}`,
    custName: 'Test Customer',
    category: 'background',
    agentType: 'background',
    number: 5,
    type: 'formal',
    effectiveAt: new Date(now - DAY_MS).toISOString(),
    dueAt: new Date(now + 365 * DAY_MS).toISOString(),
    clusterNodes: 1,
    machineCode: await machineCode(app.database.db),
    ...overrides,
  };
}

/** The text of a licence file signed with the repository's test key. */
export function signTestLicence(payload: LicencePayload): string {
  return issueLicence(payload, readFileSync(TEST_LICENCE_PRIVATE_KEY_FILE, 'utf8'));
}

export async function testLicence(app: FastifyInstance, overrides: Partial<LicencePayload> = {}) {
  const payload = await testPayload(app, overrides);
  return { payload, text: signTestLicence(payload) };
}

export const days = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString();
