import { Code, ok } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, t } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { deliver } from '../../platform/mail';
import { getMailSettings, mailSettingsSchema, saveMailSettings } from './settings';

const testSchema = mailSettingsSchema.extend({ to: z.email().max(100) });

/**
 * The mailbox-server tab of system configuration (console-administration.md
 * §7): read, save, and send a test mail with the settings on the form.
 */
export async function mailRoutes(api: FastifyInstance): Promise<void> {
  const { db } = api.database;

  api.post('/sys/mailConf/mailInfo', { config: { permission: '1901' } }, async () => {
    const s = await getMailSettings(db, api.sealer);
    return ok(s ? { ...s, password: '', hasPassword: s.password !== '' } : null);
  });

  api.post(
    '/sys/mailConf/editMail',
    { config: { permission: '1901:save', oplog: { module: 'mail', action: 'modify' } } },
    async (req) => {
      await saveMailSettings(db, api.sealer, parse(mailSettingsSchema, req.body, req.lang));
      return ok(null);
    },
  );

  api.post(
    '/sys/mailConf/sendMailTset',
    {
      config: {
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
      // An empty password on the form means the stored one.
      const password = form.password || (await getMailSettings(db, api.sealer))?.password || '';
      try {
        await deliver(
          { ...form, password },
          { to: [to], subject: t(req.lang, 'mail.testSubject'), text: t(req.lang, 'mail.testBody') },
        );
      } catch (err) {
        throw new AppError(Code.BAD_REQUEST, 'mail.sendFailed', { reason: (err as Error).message });
      }
      return ok(null);
    },
  );
}
