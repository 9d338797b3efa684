import type { KeyObject } from 'node:crypto';
import { LicenceCode, type LicencePayload } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http/errors';
import { parseLicence } from './format';
import { licenceAlerts, licences } from './schema';

/** Whole minutes in UTC, as refusals quote them. */
const when = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What can be trusted in a stored licence file now: `valid`, or why not (stored as `integrity`). */
function integrityOf(
  text: string,
  keys: readonly KeyObject[],
  machineCode: string,
): 'valid' | 'invalid' | 'machineCodeError' {
  const parsed = parseLicence(text, keys);
  if (!parsed.ok || !parsed.signatureValid) return 'invalid';
  return parsed.payload.machineCode === machineCode ? 'valid' : 'machineCodeError';
}

/**
 * Checks a licence file for import and answers its payload, or refuses with
 * the status it would have: unreadable (400), invalid (format or signature),
 * machine code error, not yet effective, expired. Only valid licences are
 * stored, so nothing untrusted reaches the list.
 */
export function checkForImport(
  text: string,
  keys: readonly KeyObject[],
  machineCode: string,
  now = new Date(),
): LicencePayload {
  const parsed = parseLicence(text, keys);
  if (!parsed.ok) {
    if (!parsed.readable) throw new AppError(LicenceCode.INVALID, 'licences.fileUnreadable');
    throw new AppError(LicenceCode.INVALID, 'licences.formatInvalid', { detail: parsed.problem });
  }
  const p = parsed.payload;
  if (!parsed.signatureValid) throw new AppError(LicenceCode.INVALID, 'licences.signatureInvalid');
  if (p.machineCode !== machineCode) {
    throw new AppError(LicenceCode.MACHINE_CODE_ERROR, 'licences.machineCodeError', { machineCode });
  }
  if (Date.parse(p.effectiveAt) > now.getTime()) {
    throw new AppError(LicenceCode.NOT_EFFECTIVE, 'licences.notEffective', {
      effectiveAt: when(p.effectiveAt),
    });
  }
  if (Date.parse(p.dueAt) < now.getTime()) {
    throw new AppError(LicenceCode.EXPIRED, 'licences.expired', { dueAt: when(p.dueAt) });
  }
  return p;
}

/**
 * Stores a checked licence; a file with a licSn already imported replaces
 * the earlier one (a renewal), keeping its seats, and may raise its alerts
 * again. Answers whether it replaced one.
 */
export async function saveLicence(
  db: Db,
  p: LicencePayload,
  raw: string,
  integrity: 'valid' | 'invalid' | 'machineCodeError' = 'valid',
): Promise<boolean> {
  const fields = {
    category: p.category,
    agentType: p.agentType,
    number: p.number,
    type: p.type,
    effectiveAt: new Date(p.effectiveAt),
    dueAt: new Date(p.dueAt),
    clusterNodes: p.clusterNodes,
    machineCode: p.machineCode,
    integrity,
    raw,
    importedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ licSn: licences.licSn })
      .from(licences)
      .where(eq(licences.licSn, p.licSn));
    await tx
      .insert(licences)
      .values({ licSn: p.licSn, custName: p.custName, ...fields })
      .onConflictDoUpdate({ target: licences.licSn, set: fields });
    if (before) await tx.delete(licenceAlerts).where(eq(licenceAlerts.licSn, p.licSn));
    return !!before;
  });
}

/**
 * Checks every stored licence again against the keys and machine code in
 * force (run at start): a vendor key withdrawn from the configuration makes
 * its licences invalid, and a restored one valid again.
 */
export async function refreshIntegrity(
  db: Db,
  keys: readonly KeyObject[],
  machineCode: string,
): Promise<void> {
  const stored = await db
    .select({ licSn: licences.licSn, raw: licences.raw, integrity: licences.integrity })
    .from(licences);
  for (const l of stored) {
    const integrity = integrityOf(l.raw, keys, machineCode);
    if (integrity !== l.integrity)
      await db.update(licences).set({ integrity }).where(eq(licences.licSn, l.licSn));
  }
}
