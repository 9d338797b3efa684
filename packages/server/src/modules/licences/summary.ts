import {
  type Lang,
  LicenceCategory,
  type LicenceRow,
  type LicenceTypeValue,
  type PlatformLicence,
} from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { t } from '../../platform/http/errors';
import { machineCode } from './installation';
import { licenceRows } from './query';

/** formal when a valid formal licence exists, else trial when a valid trial one does, else null. */
function typeOf(valid: LicenceRow[]): LicenceTypeValue | null {
  if (valid.some((l) => l.type === 'formal')) return 'formal';
  return valid.length > 0 ? 'trial' : null;
}

/** The platform's licence type, as the menu call returns it. */
export async function platformLicenceType(db: Db): Promise<LicenceTypeValue | null> {
  return typeOf(await licenceRows(db, { status: 'valid' }));
}

/**
 * The licence summary of the console shell (console-core.md §2, §6, §8):
 * the type, seats per category, licences due soon, and the bell rule: the
 * bell shows while the platform holds a valid licence.
 */
export async function platformLicence(db: Db, lang: Lang): Promise<PlatformLicence> {
  const valid = await licenceRows(db, { status: 'valid' });
  const licenseType = typeOf(valid);
  return {
    licenseType,
    hasValidLicence: valid.length > 0,
    showBell: licenseType !== null,
    machineCode: await machineCode(db),
    categories: LicenceCategory.map((category) => {
      const of = valid.filter((l) => l.category === category);
      const total = of.reduce((n, l) => n + l.number, 0);
      const used = of.reduce((n, l) => n + l.used, 0);
      return { category, total, used, left: of.reduce((n, l) => n + l.remaining, 0) };
    }),
    expiring: valid
      .filter((l) => l.expiringSoon)
      .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
      .map((l) => ({ licSn: l.licSn, category: l.category, dueAt: l.dueAt, daysLeft: l.daysLeft })),
    notice: valid.length > 0 ? '' : t(lang, 'licences.noPlatformLicence'),
  };
}
