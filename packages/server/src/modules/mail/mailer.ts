import type { FastifyBaseLogger } from 'fastify';
import type { Sealer } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { deliver, type Mail } from '../../platform/mail';
import { getMailSettings } from './settings';

export interface Mailer {
  /** Sends now through the configured server; false when none is configured. */
  send(mail: Mail): Promise<boolean>;
  /** Sends in the background; failures are logged, not thrown. */
  post(mail: Mail): void;
  /** Resolves when every background send has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createMailer(db: Db, sealer: Sealer, log: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<unknown>>();
  const send = async (mail: Mail) => {
    const settings = await getMailSettings(db, sealer);
    if (!settings) return false;
    await deliver(settings, mail);
    return true;
  };
  return {
    send,
    post(mail) {
      const p = send(mail)
        .then((sent) => {
          if (sent) log.info({ to: mail.to.length }, 'alert mail sent');
        })
        .catch((err: Error) => log.warn({ err: err.message }, 'alert mail failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
