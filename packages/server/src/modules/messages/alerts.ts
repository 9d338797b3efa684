import type { Lang } from '@rpa/contracts';
import { t } from '../../platform/http/errors';
import { type MessageHost, sendMessage } from './service';

/**
 * The account alerts raised by sign-in and password changes, written in the
 * language of the request that caused them (the recipient's own, as a rule).
 */
export const accountAlerts = {
  passwordChanged: (host: MessageHost, userId: number, ip: string, lang: Lang) =>
    sendMessage(host, {
      userIds: [userId],
      alertLevel: 'info',
      alertType: 'system',
      module: 'personal',
      alertDesc: t(lang, 'alert.passwordChanged'),
      content: t(lang, 'alert.passwordChangedContent', { ip }),
    }),

  accountLocked: (
    host: MessageHost,
    userId: number,
    detail: { ip: string; count: number; minutes: number },
    lang: Lang,
  ) =>
    sendMessage(host, {
      userIds: [userId],
      alertLevel: 'warn',
      alertType: 'system',
      module: 'auth',
      alertDesc: t(lang, 'alert.accountLocked'),
      content: t(lang, 'alert.accountLockedContent', detail),
    }),

  newIp: (host: MessageHost, userId: number, ip: string, lang: Lang) =>
    sendMessage(host, {
      userIds: [userId],
      alertLevel: 'warn',
      alertType: 'system',
      module: 'auth',
      alertDesc: t(lang, 'alert.newIp'),
      content: t(lang, 'alert.newIpContent', { ip }),
    }),
};

/** How many recent sign-in addresses count as known. */
export const KNOWN_IPS = 10;
