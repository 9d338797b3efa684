import { ALERT_TYPES, AlertLevel, Code, type Lang, normalizePage, ok, rowIdParam } from '@rpa/contracts';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cappedTotal, escapeLike, ONE, pageOf } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { parse } from '../../platform/http/validate';
import { messages } from './schema';
import { toAlertMessage } from './service';

const listSchema = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  alertLevel: z.enum(AlertLevel).optional(),
  alertType: z.enum(Object.keys(ALERT_TYPES) as [string, ...string[]]).optional(),
  /** unread or read; absent for both. */
  alertStatus: z.enum(['unread', 'read']).optional(),
  keyword: z.string().trim().max(100).optional(),
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }).optional(),
});
const idsSchema = z.object({ ids: z.array(rowIdParam).max(1000) });
const idSchema = z.object({ id: rowIdParam });

/**
 * The caller's own messages (console-core.md §3, §4, §7): unread count,
 * lists, detail, mark read (an empty id list meaning all) and delete. Nobody
 * reads or deletes another user's messages.
 */
export async function messageRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function list(userId: number, q: z.infer<typeof listSchema>, lang: Lang) {
    const { page, size, offset } = normalizePage(q);
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
    const counted = await cappedTotal(
      db,
      db
        .select(ONE)
        .from(messages)
        .where(and(...where))
        .$dynamic(),
    );
    const rows = await db
      .select()
      .from(messages)
      .where(and(...where))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(size)
      .offset(offset);
    return pageOf(
      rows.map((r) => toAlertMessage(r, lang)),
      counted,
      page,
      size,
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

  api.get('/sys/alert/count', { config: { permission: 'session' } }, async (req) => {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, req.requireSession().userId), isNull(messages.readAt)));
    return ok({ count: row?.n ?? 0 });
  });

  api.get('/sys/alert/alert-type', { config: { permission: 'session' } }, async () =>
    ok(Object.entries(ALERT_TYPES).map(([key, name]) => ({ key, name }))),
  );

  api.post('/sys/alert', { config: { permission: 'session' } }, async (req) =>
    ok(await list(req.requireSession().userId, parse(listSchema, req.body, req.lang), req.lang)),
  );

  // The bell's popover: by default the 5 latest unread.
  api.post('/sys/annountCement/listByUser', { config: { permission: 'session' } }, async (req) => {
    const q = parse(
      listSchema,
      { page: 1, size: 5, alertStatus: 'unread', ...(req.body as object) },
      req.lang,
    );
    return ok(await list(req.requireSession().userId, q, req.lang));
  });

  api.post('/sys/annountCement/queryById', { config: { permission: 'session' } }, async (req) => {
    const { id } = parse(idSchema, req.body, req.lang);
    const userId = req.requireSession().userId;
    await assertOwn(userId, [id]);
    const [row] = await db.select().from(messages).where(eq(messages.id, id));
    return ok(row ? toAlertMessage(row, req.lang) : null);
  });

  api.post(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    {
      config: {
        permission: 'session',
        oplog: { module: 'messages', action: 'modify', describe: () => ({ key: 'markRead' }) },
      },
    },
    async (req) => {
      const { ids } = parse(idsSchema, req.body, req.lang);
      const userId = req.requireSession().userId;
      await assertOwn(userId, ids);
      const mine = and(eq(messages.userId, userId), isNull(messages.readAt));
      await db
        .update(messages)
        .set({ readAt: new Date() })
        .where(ids.length ? and(mine, inArray(messages.id, ids)) : mine);
      return ok(null);
    },
  );

  const remove = async (userId: number, ids: number[]) => {
    await assertOwn(userId, ids);
    if (ids.length)
      await db.delete(messages).where(and(eq(messages.userId, userId), inArray(messages.id, ids)));
    return ok(null);
  };
  const oplog = { module: 'messages' as const, action: 'delete' as const };
  api.post('/sys/alert/delete', { config: { permission: 'session', oplog } }, async (req) =>
    remove(req.requireSession().userId, parse(idsSchema, req.body, req.lang).ids),
  );
  api.post('/sys/alert/del', { config: { permission: 'session', oplog } }, async (req) =>
    remove(req.requireSession().userId, [parse(idSchema, req.body, req.lang).id]),
  );
}
