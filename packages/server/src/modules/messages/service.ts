import type { AlertMessage, AlertType } from '@rpa/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Mailer } from '../mail/mailer';
import { users } from '../users/schema';
import { messages } from './schema';

export interface NewMessage {
  userIds: number[];
  alertLevel: AlertMessage['alertLevel'];
  alertType: AlertType;
  alertDesc: string;
  content?: string;
  module?: string;
}

/** What raising a message needs: the database and, to mail it, the mailer. */
export interface MessageHost {
  database: { db: Db };
  mailer?: Mailer;
}

/**
 * The one way every module raises alerts: a copy in each recipient's inbox
 * and, for recipients whose notification settings ask for mail of this
 * category, a mail (when a mail server is configured). Licence alerts go
 * only to users who keep licence-exception notices on.
 */
export async function sendMessage(host: MessageHost, m: NewMessage): Promise<void> {
  const db = host.database.db;
  let userIds = [...new Set(m.userIds)];
  if (m.alertType === 'licence' && userIds.length > 0) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.licExc, true)));
    userIds = rows.map((r) => r.id);
  }
  if (userIds.length === 0) return;
  const alertDesc = m.alertDesc.slice(0, 200);
  await db.insert(messages).values(
    userIds.map((userId) => ({
      userId,
      alertLevel: m.alertLevel,
      alertType: m.alertType,
      alertDesc,
      content: m.content ?? '',
      module: m.module ?? '',
    })),
  );
  if (!host.mailer) return;
  const recipients = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.receiveEmail, true),
        ne(users.email, ''),
        sql`${users.alertCategories} @> ${JSON.stringify([m.alertType])}::jsonb`,
      ),
    );
  if (recipients.length === 0) return;
  // The inbox copy is the record; mail is sent in the background so an
  // unreachable mail server never slows the call that raised the alert.
  host.mailer.post({
    to: recipients.map((r) => r.email),
    subject: alertDesc,
    text: m.content ? `${alertDesc}\n\n${m.content}` : alertDesc,
  });
}

export function toAlertMessage(row: typeof messages.$inferSelect): AlertMessage {
  return {
    id: row.id,
    alertLevel: row.alertLevel as AlertMessage['alertLevel'],
    alertType: row.alertType as AlertType,
    alertDesc: row.alertDesc,
    content: row.content,
    module: row.module,
    time: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
