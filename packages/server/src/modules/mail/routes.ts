import { Code, type MailSettings, mailApi } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, t } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { deliver } from '../../platform/mail';
import { described, logged } from '../oplog';
import { getMailSettings, saveMailSettings } from './settings';

/**
 * The mailbox-server tab of system configuration (console-administration.md
 * §7): read, save, and send a test mail. For managers of the whole
 * installation only.
 */
export async function mailRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;

  // Installation-wide: the stored password opens the mailbox every alert is sent from.
  const wholeInstallation = true;

  route(api, mailApi.mailInfo, { wholeInstallation }, async () => {
    const s = await getMailSettings(db, api.sealer);
    return s ? { ...s, password: '', hasPassword: s.password !== '' } : null;
  });

  route(api, mailApi.editMail, { wholeInstallation, ...logged('mail', 'modify') }, async (_req, settings) => {
    await saveMailSettings(db, api.sealer, settings);
    return null;
  });

  route(
    api,
    mailApi.sendMailTset,
    {
      wholeInstallation,
      ...logged('mail', 'send', described('testMail', { to: 'to' })),
    },
    async (req, { to, ...form }) => {
      const settings = testSettings(form, await getMailSettings(db, api.sealer));
      try {
        await deliver(settings, {
          to: [to],
          subject: t(req.lang, 'mail.testSubject'),
          text: t(req.lang, 'mail.testBody'),
        });
      } catch (err) {
        throw new AppError(Code.BAD_REQUEST, 'mail.sendFailed', { reason: (err as Error).message });
      }
      return null;
    },
  );
}

/**
 * What a test mail is sent with: the form when it carries its own
 * credentials (a password, or no account at all), else the saved settings,
 * and only when the form is exactly them. Never a mix, so the stored
 * password goes to no server but the saved one.
 */
export function testSettings(form: MailSettings, saved: MailSettings | null): MailSettings {
  if (form.password || !form.username) return form;
  const same =
    saved !== null &&
    (['host', 'port', 'timeout', 'sender', 'username', 'ssl'] as const).every((k) => form[k] === saved[k]);
  if (!same) throw new AppError(Code.BAD_REQUEST, 'mail.testNeedsPassword');
  return saved;
}
