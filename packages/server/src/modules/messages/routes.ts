import { ALERT_TYPES, type AlertType, Code, type Lang, messagesApi } from '@rpa/contracts';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { escapeLike, tablePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { messages } from './schema';
import { toAlertMessage } from './service';

type InboxQuery = z.output<typeof messagesApi.list.input>;

/**
 * The caller's own messages (console-core.md §3, §4, §7): unread count,
 * lists, detail, mark read (an empty id list meaning all) and delete. Nobody
 * reads or deletes another user's messages.
 */
export async function messageRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function list(userId: number, q: InboxQuery, lang: Lang) {
    const where: SQL[] = [eq(messages.userId, userId)];
    if (q.alertLevel) where.push(eq(messages.alertLevel, q.alertLevel));
    if (q.alertType) where.push(eq(messages.alertType, q.alertType));
    if (q.alertStatus)
      where.push(q.alertStatus === 'unread' ? isNull(messages.readAt) : isNotNull(messages.readAt));
    if (q.keyword) {
      const k = `%${escapeLike(q.keyword)}%`;
      where.push(or(ilike(messages.alertDesc, k), ilike(messages.content, k)) as SQL);
    }
    if (q.start) where.push(gte(messages.createdAt, new Date(q.start)));
    if (q.end) where.push(lt(messages.createdAt, new Date(q.end)));
    return tablePage(db, q, messages, and(...where), [desc(messages.createdAt), desc(messages.id)], (r) =>
      toAlertMessage(r, lang),
    );
  }

  /** Refuses, changing nothing, when any id is not one of the caller's messages. */
  async function assertOwn(userId: number, ids: number[]) {
    if (ids.length === 0) return;
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(inArray(messages.id, ids), eq(messages.userId, userId)));
    if ((row?.n ?? 0) !== new Set(ids).size) throw new AppError(Code.FORBIDDEN, 'messages.notYours');
  }

  route(api, messagesApi.count, async (req) => {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, req.requireSession().userId), isNull(messages.readAt)));
    return { count: row?.n ?? 0 };
  });

  route(api, messagesApi.alertTypes, async () =>
    Object.entries(ALERT_TYPES).map(([key, name]) => ({ key: key as AlertType, name })),
  );

  route(api, messagesApi.list, async (req, q) => list(req.requireSession().userId, q, req.lang));

  route(api, messagesApi.latest, async (req, q) => list(req.requireSession().userId, q, req.lang));

  route(api, messagesApi.detail, async (req, { id }) => {
    await assertOwn(req.requireSession().userId, [id]);
    const [row] = await db.select().from(messages).where(eq(messages.id, id));
    return row ? toAlertMessage(row, req.lang) : null;
  });

  route(
    api,
    messagesApi.markRead,
    logged('messages', 'modify', () => ({ key: 'markRead' })),
    async (req, { ids }) => {
      const userId = req.requireSession().userId;
      await assertOwn(userId, ids);
      const mine = and(eq(messages.userId, userId), isNull(messages.readAt));
      await db
        .update(messages)
        .set({ readAt: new Date() })
        .where(ids.length ? and(mine, inArray(messages.id, ids)) : mine);
      return null;
    },
  );

  const remove = async (userId: number, ids: number[]) => {
    await assertOwn(userId, ids);
    if (ids.length)
      await db.delete(messages).where(and(eq(messages.userId, userId), inArray(messages.id, ids)));
    return null;
  };
  const oplog = { module: 'messages' as const, action: 'delete' as const };
  route(api, messagesApi.removeMany, { oplog }, async (req, { ids }) =>
    remove(req.requireSession().userId, ids),
  );
  route(api, messagesApi.remove, { oplog }, async (req, { id }) => remove(req.requireSession().userId, [id]));
}
