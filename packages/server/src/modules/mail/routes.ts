import { Code, type MailSettings, ok } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, t } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { deliver } from '../../platform/mail';
import { getMailSettings, mailSettingsSchema, saveMailSettings } from './settings';

const testSchema = mailSettingsSchema.extend({ to: z.email().max(100) });

/**
 * The mailbox-server tab of system configuration (console-administration.md
 * §7): read, save, and send a test mail. For managers of the whole
 * installation only.
 */
export async function mailRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;

  // Installation-wide: the stored password opens the mailbox every alert is sent from.
  const config = { permission: '1901', wholeInstallation: true } as const;

  api.post('/sys/mailConf/mailInfo', { config }, async () => {
    const s = await getMailSettings(db, api.sealer);
    return ok(s ? { ...s, password: '', hasPassword: s.password !== '' } : null);
  });

  api.post(
    '/sys/mailConf/editMail',
    { config: { ...config, permission: '1901:save', oplog: { module: 'mail', action: 'modify' } } },
    async (req) => {
      await saveMailSettings(db, api.sealer, parse(mailSettingsSchema, req.body, req.lang));
      return ok(null);
    },
  );

  api.post(
    '/sys/mailConf/sendMailTset',
    {
      config: {
        ...config,
        permission: '1901:save',
        oplog: {
          module: 'mail',
          action: 'send',
          describe: (req) => `test mail to ${(req.body as { to?: string })?.to ?? ''}`,
        },
      },
    },
    async (req) => {
      const { to, ...form } = parse(testSchema, req.body, req.lang);
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
      return ok(null);
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
