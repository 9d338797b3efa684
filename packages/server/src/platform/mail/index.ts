import type { MailSettings } from '@rpa/contracts';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * Sends one mail through the configured server. A transport per mail: the
 * settings can change at any time and alert mail is rare.
 */
export async function deliver(settings: MailSettings, mail: Mail): Promise<void> {
  const timeout = settings.timeout * 1000;
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.ssl,
    auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  try {
    await transport.sendMail({ from: settings.sender, to: mail.to, subject: mail.subject, text: mail.text });
  } finally {
    transport.close();
  }
}
