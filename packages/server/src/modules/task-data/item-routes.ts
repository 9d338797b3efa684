import { Code, TASK_ITEM_FINISHED, taskDataApi } from '@rpa/contracts';
import { and, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { described, logged } from '../oplog';
import { addItems, expireItems, itemRow, releaseOrphans } from './items';
import { taskDataItems } from './schema';
import { scopedSpaces } from './scope';

/** A space's items from the console: list, add one, delete and rerun. */
export function itemRoutes(api: FastifyInstance): void {
  const db = api.database.db;
  const scoped = (req: FastifyRequest, ids: number[]) => scopedSpaces(db, req, ids);

  route(api, taskDataApi.records, async (req, q) => {
    await scoped(req, [q.spaceId]);
    await releaseOrphans(db, api.config.appLang, q.spaceId);
    await expireItems(db, q.spaceId);
    const where = and(
      eq(taskDataItems.spaceId, q.spaceId),
      q.state ? eq(taskDataItems.state, q.state) : undefined,
      q.reference ? ilike(taskDataItems.reference, `%${escapeLike(q.reference)}%`) : undefined,
    );
    return listPage(db, q, matchingRows(db, taskDataItems, where), async (size, offset) =>
      (
        await db
          .select()
          .from(taskDataItems)
          .where(where)
          .orderBy(desc(taskDataItems.createdAt), desc(taskDataItems.id))
          .limit(size)
          .offset(offset)
      ).map(itemRow),
    );
  });

  route(
    api,
    taskDataApi.addRecord,
    logged('taskData', 'create', described('addTaskItem', { spaceId: 'spaceId' })),
    async (req, { spaceId, ...item }) => {
      await scoped(req, [spaceId]);
      const [row] = await addItems(db, spaceId, [item]);
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return itemRow(row);
    },
  );

  async function itemsOf(spaceId: number, ids: number[]) {
    const found = await db
      .select()
      .from(taskDataItems)
      .where(and(eq(taskDataItems.spaceId, spaceId), inArray(taskDataItems.id, ids)));
    const missing = ids.find((id) => !found.some((f) => f.id === id));
    if (missing) throw new AppError(Code.BAD_REQUEST, 'taskData.recordNotFound', { id: missing });
    return found;
  }

  route(
    api,
    taskDataApi.removeRecords,
    logged('taskData', 'delete', described('deleteTaskItems', { spaceId: 'spaceId', ids: 'ids' })),
    async (req, { spaceId, ids }) => {
      await scoped(req, [spaceId]);
      await releaseOrphans(db, api.config.appLang, spaceId);
      const found = await itemsOf(spaceId, ids);
      const running = found.find((f) => f.state === 'running');
      if (running) throw new AppError(Code.BAD_REQUEST, 'taskData.recordRunning', { id: running.id });
      const done = await db
        .update(taskDataItems)
        .set({ state: 'deleted', finishedAt: new Date() })
        .where(
          and(
            inArray(taskDataItems.id, ids),
            ne(taskDataItems.state, 'running'),
            ne(taskDataItems.state, 'deleted'),
          ),
        )
        .returning({ id: taskDataItems.id });
      return { deleted: done.length };
    },
  );

  route(
    api,
    taskDataApi.rerunRecords,
    logged('taskData', 'modify', described('rerunTaskItems', { spaceId: 'spaceId', ids: 'ids' })),
    async (req, { spaceId, ids }) => {
      const [space] = await scoped(req, [spaceId]);
      const found = await itemsOf(spaceId, ids);
      const open = found.find((f) => !TASK_ITEM_FINISHED.includes(f.state as never));
      if (open) throw new AppError(Code.BAD_REQUEST, 'taskData.recordNotFinished', { id: open.id });
      const done = await db
        .update(taskDataItems)
        .set({
          state: 'rerun',
          attempts: 0,
          output: null,
          failureReason: '',
          finishedAt: null,
          // Back in the queue with a fresh SLA, as if just added, and warned of it anew.
          deadline: space?.slaMinutes ? new Date(Date.now() + space.slaMinutes * 60_000) : null,
          slaWarnedAt: null,
        })
        .where(and(inArray(taskDataItems.id, ids), inArray(taskDataItems.state, [...TASK_ITEM_FINISHED])))
        .returning({ id: taskDataItems.id });
      return { rerun: done.length };
    },
  );
}
