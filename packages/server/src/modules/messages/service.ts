import type { AlertMessage, AlertType } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { messages } from './schema';

export interface NewMessage {
  userIds: number[];
  alertLevel: AlertMessage['alertLevel'];
  alertType: AlertType;
  alertDesc: string;
  content?: string;
  module?: string;
}

/** Puts a message into each recipient's inbox (the way every module raises alerts). */
export async function sendMessage(db: Db, m: NewMessage): Promise<void> {
  if (m.userIds.length === 0) return;
  await db.insert(messages).values(
    m.userIds.map((userId) => ({
      userId,
      alertLevel: m.alertLevel,
      alertType: m.alertType,
      alertDesc: m.alertDesc.slice(0, 200),
      content: m.content ?? '',
      module: m.module ?? '',
    })),
  );
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
