import {
  type AlertMessage,
  type AlertType,
  messages as catalogue,
  format,
  type Lang,
  MESSAGE_SUBJECTS,
  type MessageKey,
  type MessageSubject,
} from '@rpa/contracts';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { t } from '../../platform/http/errors';
import type { Mailer } from '../mail';
import { users } from '../users';
import { messages } from './schema';

/** A message's words as catalogue keys, so each reader sees it in their own language. */
export interface MessageText {
  desc: MessageKey;
  content?: MessageKey;
  params?: Record<string, string | number>;
}

interface MessageBase {
  userIds: number[];
  alertLevel: AlertMessage['alertLevel'];
  alertType: AlertType;
  module?: string;
  subject?: MessageSubject;
}

export type NewMessage = MessageBase &
  ({ alertDesc: string; content?: string; text?: undefined } | { text: MessageText; alertDesc?: undefined });

/**
 * What raising a message needs: the database, to mail it the mailer, and
 * the platform language that keyed messages are stored and mailed in.
 */
export interface MessageHost {
  database: { db: Db };
  mailer?: Mailer;
  config?: { appLang: Lang };
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
  const lang = host.config?.appLang ?? 'zh_CN';
  const text = m.text;
  const alertDesc = (text ? t(lang, text.desc, text.params) : m.alertDesc).slice(0, 200);
  const content = text ? (text.content ? t(lang, text.content, text.params) : '') : (m.content ?? '');
  await db.insert(messages).values(
    userIds.map((userId) => ({
      userId,
      alertLevel: m.alertLevel,
      alertType: m.alertType,
      alertDesc,
      content,
      module: m.module ?? '',
      descKey: text?.desc ?? '',
      contentKey: text?.content ?? '',
      params: text?.params ?? {},
      subjectType: m.subject?.type ?? '',
      subjectId: m.subject?.id ?? null,
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
    text: content ? `${alertDesc}\n\n${content}` : alertDesc,
  });
}

/** Marks a user's unread messages about `subject` read: they acted on it, so it no longer calls for them. */
export async function markSubjectRead(db: Db, userId: number, subject: MessageSubject): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.subjectType, subject.type),
        eq(messages.subjectId, subject.id),
        isNull(messages.readAt),
      ),
    );
}

/** The words of a keyed message in `lang`, or the stored text when the key is gone from the catalogue. */
function localised(key: string, params: Record<string, string | number>, lang: Lang, stored: string) {
  const entry = (catalogue as Record<string, { zh_CN: string; en_US: string } | undefined>)[key];
  return entry ? format(entry[lang], params) : stored;
}

const isSubject = (type: string): type is MessageSubject['type'] =>
  (MESSAGE_SUBJECTS as readonly string[]).includes(type);

/** A stored message as the reader sees it: keyed ones in the reader's language. */
export function toAlertMessage(row: typeof messages.$inferSelect, lang: Lang): AlertMessage {
  return {
    id: row.id,
    alertLevel: row.alertLevel as AlertMessage['alertLevel'],
    alertType: row.alertType as AlertType,
    alertDesc: row.descKey ? localised(row.descKey, row.params, lang, row.alertDesc) : row.alertDesc,
    content: row.contentKey ? localised(row.contentKey, row.params, lang, row.content) : row.content,
    module: row.module,
    time: row.createdAt.toISOString(),
    read: row.readAt !== null,
    subject:
      isSubject(row.subjectType) && row.subjectId !== null
        ? { type: row.subjectType, id: row.subjectId }
        : null,
  };
}
