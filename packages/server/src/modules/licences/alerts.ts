import { type Lang, LICENCE_CATEGORY_LABELS, type LicenceRow, type MessageKey } from '@rpa/contracts';
import { t } from '../../platform/http/errors';
import { type MessageHost, sendMessage } from '../messages';
import { holdersOf } from '../users';
import { licenceRows } from './query';
import { licenceAlerts } from './schema';

type Condition = 'expiring' | 'expired' | 'usedUp';

const ALERTS: Record<
  Condition,
  { level: 'warn' | 'error'; desc: MessageKey; content: MessageKey; applies: (l: LicenceRow) => boolean }
> = {
  expiring: {
    level: 'warn',
    desc: 'alert.licenceExpiring',
    content: 'alert.licenceExpiringContent',
    applies: (l) => l.expiringSoon,
  },
  expired: {
    level: 'error',
    desc: 'alert.licenceExpired',
    content: 'alert.licenceExpiredContent',
    applies: (l) => l.status === 'expired',
  },
  usedUp: {
    level: 'warn',
    desc: 'alert.licenceUsedUp',
    content: 'alert.licenceUsedUpContent',
    applies: (l) => l.status === 'valid' && l.remaining === 0,
  },
};

/**
 * Raises the licence alerts of the state just observed: due within 30
 * days, expired, seats used up. Each licence and condition alerts once,
 * whichever node sees it first (the insert decides).
 */
export async function raiseLicenceAlerts(host: MessageHost, lang: Lang, now = new Date()): Promise<void> {
  const db = host.database.db;
  const rows = await licenceRows(db, {}, now);
  let recipients: number[] | undefined;
  for (const l of rows) {
    for (const [condition, a] of Object.entries(ALERTS) as Array<[Condition, (typeof ALERTS)[Condition]]>) {
      if (!a.applies(l)) continue;
      const fresh = await db
        .insert(licenceAlerts)
        .values({ licSn: l.licSn, condition })
        .onConflictDoNothing()
        .returning({ licSn: licenceAlerts.licSn });
      if (fresh.length === 0) continue;
      // Whoever may see the licence screen receives its alerts.
      recipients ??= await holdersOf(db, '1303');
      const params = {
        licSn: l.licSn,
        category: LICENCE_CATEGORY_LABELS[l.category][lang],
        days: l.daysLeft,
        number: l.number,
      };
      await sendMessage(host, {
        userIds: recipients,
        alertLevel: a.level,
        alertType: 'licence',
        module: 'licences',
        alertDesc: t(lang, a.desc, params),
        content: t(lang, a.content, params),
      });
    }
  }
}
