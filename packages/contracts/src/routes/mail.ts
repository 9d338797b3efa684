import { z } from 'zod';
import { MAIL_FIELD_MAX } from '../personal';
import { defineRoutes } from '../route';

/** The mailbox-server tab of system configuration (console-administration.md §3, §5, §7): menu 1901. */

const text = z.string().trim().max(MAIL_FIELD_MAX);

/** Mail server settings: every text field at most 50 characters. */
export const mailSettings = z.object({
  host: text.min(1),
  /** 1-65535, at most 5 digits. */
  port: z.coerce.number<number>().int().min(1).max(65_535),
  /** Seconds to wait for the server. */
  timeout: z.coerce.number<number>().int().min(1).max(300),
  /** The From address. */
  sender: z.email('personal.emailInvalid').max(MAIL_FIELD_MAX),
  username: text,
  /** Write-only: the detail call answers with an empty string and `hasPassword`; empty on save keeps the stored one. */
  password: z.string().max(MAIL_FIELD_MAX),
  /** SSL/TLS from the first byte (usually port 465); otherwise STARTTLS when offered. */
  ssl: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettings>;

/** Where the test mail goes. */
export const testMailTo = z.email('personal.emailInvalid').max(100);

export const mailApi = defineRoutes('mail', {
  mailInfo: {
    path: '/sys/mailConf/mailInfo',
    permission: '1901',
    summary: 'The configured mail server (password withheld), or null when none is.',
    result: mailSettings.extend({ hasPassword: z.boolean() }).nullable(),
  },
  editMail: {
    path: '/sys/mailConf/editMail',
    permission: '1901:save',
    summary: 'Saves the mail server; an empty password keeps the stored one.',
    input: mailSettings,
    result: z.null(),
  },
  sendMailTset: {
    path: '/sys/mailConf/sendMailTset',
    permission: '1901:save',
    summary:
      'Sends a test mail with the form (or the saved settings when the form is them without a password).',
    input: mailSettings.extend({ to: testMailTo }),
    result: z.null(),
  },
});
