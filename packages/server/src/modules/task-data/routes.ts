import { Code, TASK_ITEM_FINISHED, type TaskDataRow, taskDataApi, taskItemFields } from '@rpa/contracts';
import { and, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inRows, within } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { sendWorkbook } from '../../platform/xlsx';
import { defineImport } from '../../platform/xlsx/define';
import { departments } from '../departments';
import { described, logged } from '../oplog';
import { allowedRobotIds, allowedRobotNames } from '../robots';
import { addItems, expireItems, itemRow, liveItems, type NewItem, releaseOrphans, type Space } from './items';
import { taskDataItems, taskDataSpaces } from './schema';

const inScope = (scope: number[]) => within(taskDataSpaces.departmentId, scope);

/** Items from a workbook made from the template: content (JSON text), reference, priority, deadline. */
const itemImport = (spaceId: number) =>
  defineImport({
    sheet: { zh_CN: '任务数据导入', en_US: 'Task data import' },
    columns: [
      { header: { zh_CN: '内容（JSON）*', en_US: 'Content (JSON)*' }, key: 'content', width: 40 },
      { header: { zh_CN: '引用', en_US: 'Reference' }, key: 'reference', width: 20 },
      {
        header: { zh_CN: '优先级（0 高、1 中、2 低）', en_US: 'Priority (0 high, 1 normal, 2 low)' },
        key: 'priority',
        width: 20,
      },
      { header: { zh_CN: '截止时间（ISO 8601）', en_US: 'Deadline (ISO 8601)' }, key: 'deadline', width: 26 },
    ],
    row: z.object({
      content: z
        .string()
        .trim()
        .transform((s, ctx) => {
          try {
            return JSON.parse(s) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: 'taskData.contentNotJson' });
            return z.NEVER;
          }
        })
        .pipe(taskItemFields.shape.content),
      reference: taskItemFields.shape.reference,
      priority: z.preprocess((v) => (v === '' ? undefined : v), taskItemFields.shape.priority),
      deadline: taskItemFields.shape.deadline,
    }),
    nameOf: (cells) => cells.reference || cells.content?.slice(0, 40) || '',
    async apply(req, rows, fail) {
      const db = req.server.database.db;
      const [space] = await db.select().from(taskDataSpaces).where(eq(taskDataSpaces.id, spaceId));
      if (!space) throw new AppError(Code.BAD_REQUEST, 'taskData.notFound');
      let free = space.maxItems - (await liveItems(db, spaceId));
      const wanted = rows.map((r) => r.value.reference).filter(Boolean);
      const taken = new Set(
        wanted.length
          ? (
              await db
                .select({ reference: taskDataItems.reference })
                .from(taskDataItems)
                .where(
                  and(
                    eq(taskDataItems.spaceId, spaceId),
                    ne(taskDataItems.state, 'deleted'),
                    inArray(taskDataItems.reference, wanted),
                  ),
                )
            ).map((r) => r.reference)
          : [],
      );
      const seen = new Map<string, number>();
      const good: NewItem[] = [];
      for (const { row, value, cells } of rows) {
        try {
          if (value.reference) {
            const first = seen.get(value.reference);
            if (first) throw new AppError(Code.BAD_REQUEST, 'import.duplicateInFile', { row: first });
            seen.set(value.reference, row);
            if (taken.has(value.reference)) {
              throw new AppError(Code.CONFLICT, 'taskData.referenceTaken', { reference: value.reference });
            }
          }
          if (free <= 0) {
            throw new AppError(Code.BAD_REQUEST, 'taskData.maxItemsReached', {
              name: space.name,
              max: space.maxItems,
            });
          }
          free--;
          good.push(value as NewItem);
        } catch (err) {
          fail(row, cells.reference || cells.content?.slice(0, 40) || '', err);
        }
      }
      return (await addItems(db, spaceId, good)).length;
    },
  });

/**
 * Task data (console-administration.md §2-§5): spaces (list, detail, add,
 * edit, delete) and their items (list, add, delete, rerun, import). Scoped
 * to the caller's departments like every list.
 */
export async function taskDataRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;

  async function rowsOf(where: SQL | undefined, limit: number, offset: number): Promise<TaskDataRow[]> {
    const counted = (states: string[]) =>
      sql<number>`(select count(*)::int from ${taskDataItems} i where i.space_id = ${taskDataSpaces.id} and i.state in (${sql.join(
        states.map((s) => sql`${s}`),
        sql`, `,
      )}))`;
    const found = await db
      .select({
        s: taskDataSpaces,
        departmentName: departments.name,
        items: sql<number>`(select count(*)::int from ${taskDataItems} i where i.space_id = ${taskDataSpaces.id} and i.state <> 'deleted')`,
        waiting: counted(['waitToRun', 'rerun']),
        running: counted(['running']),
      })
      .from(taskDataSpaces)
      .innerJoin(departments, eq(departments.id, taskDataSpaces.departmentId))
      .where(where)
      .orderBy(desc(taskDataSpaces.updatedAt), desc(taskDataSpaces.id))
      .limit(limit)
      .offset(offset);
    const named = await allowedRobotNames(
      db,
      found.map((r) => r.s.robotIds),
    );
    return found.map(({ s, departmentName, items, waiting, running }) => ({
      id: s.id,
      name: s.name,
      maxItems: s.maxItems,
      maxAttempts: s.maxAttempts,
      description: s.description,
      departmentId: s.departmentId,
      departmentName,
      robots: named(s.robotIds),
      items: Number(items),
      waiting: Number(waiting),
      running: Number(running),
      createdBy: s.createdBy,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    }));
  }

  async function one(id: number): Promise<TaskDataRow> {
    const [row] = await rowsOf(eq(taskDataSpaces.id, id), 1, 0);
    if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
    return row;
  }

  async function scoped(req: FastifyRequest, ids: number[]): Promise<Space[]> {
    return namedRows(db, taskDataSpaces, ids, inScope(await req.managedDepartments()), 'taskData.notFound');
  }

  /** The department is the caller's, the name free, the robots of the department. */
  async function check(
    req: FastifyRequest,
    input: { name: string; departmentId: number; robotIds: number[] },
    id?: number,
  ): Promise<number[]> {
    if (!(await req.managedDepartments()).includes(input.departmentId)) {
      throw new AppError(Code.BAD_REQUEST, 'taskData.departmentOutOfScope');
    }
    const [taken] = await db
      .select({ id: taskDataSpaces.id })
      .from(taskDataSpaces)
      .where(
        and(
          sql`lower(${taskDataSpaces.name}) = lower(${input.name})`,
          id ? ne(taskDataSpaces.id, id) : undefined,
        ),
      );
    if (taken) throw new AppError(Code.CONFLICT, 'taskData.nameTaken', { name: input.name });
    return allowedRobotIds(db, input.departmentId, input.robotIds, 'taskData.robotsOutsideDepartment');
  }

  route(api, taskDataApi.list, async (req, q) => {
    const where = and(
      inScope(await req.managedDepartments()),
      q.name ? ilike(taskDataSpaces.name, `%${escapeLike(q.name)}%`) : undefined,
      q.departmentId ? eq(taskDataSpaces.departmentId, q.departmentId) : undefined,
    );
    return listPage(db, q, matchingRows(db, taskDataSpaces, where), (size, offset) =>
      rowsOf(where, size, offset),
    );
  });

  route(api, taskDataApi.detail, async (req, { id }) => {
    await scoped(req, [id]);
    return one(id);
  });

  route(
    api,
    taskDataApi.add,
    logged('taskData', 'create', described('addTaskData', { name: 'name' })),
    async (req, input) => {
      const robotIds = await check(req, input);
      const [row] = await db
        .insert(taskDataSpaces)
        .values({
          name: input.name,
          maxItems: input.maxItems,
          maxAttempts: input.maxAttempts,
          description: input.description,
          departmentId: input.departmentId,
          robotIds,
          createdBy: req.session?.account ?? '',
        })
        .returning({ id: taskDataSpaces.id });
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return one(row.id);
    },
  );

  route(
    api,
    taskDataApi.modify,
    logged('taskData', 'modify', described('editTaskData', { id: 'id', name: 'name' })),
    async (req, input) => {
      await scoped(req, [input.id]);
      const robotIds = await check(req, input, input.id);
      const count = await liveItems(db, input.id);
      if (input.maxItems < count)
        throw new AppError(Code.BAD_REQUEST, 'taskData.maxItemsBelowCount', { count });
      await db
        .update(taskDataSpaces)
        .set({
          name: input.name,
          maxItems: input.maxItems,
          maxAttempts: input.maxAttempts,
          description: input.description,
          departmentId: input.departmentId,
          robotIds,
          updatedAt: new Date(),
        })
        .where(eq(taskDataSpaces.id, input.id));
      return one(input.id);
    },
  );

  route(
    api,
    taskDataApi.remove,
    logged('taskData', 'delete', described('deleteTaskData', { ids: 'ids' })),
    async (req, { ids }) => {
      const rows = await scoped(req, ids);
      for (const r of rows) await releaseOrphans(db, api.config.appLang, r.id);
      return db.transaction(async (tx) => {
        // Locked so no robot takes an item of them meanwhile (item.next locks the space too).
        await tx
          .select({ id: taskDataSpaces.id })
          .from(taskDataSpaces)
          .where(inRows(taskDataSpaces.id, rows))
          .for('update');
        const [busy] = await tx
          .select({ spaceId: taskDataItems.spaceId })
          .from(taskDataItems)
          .where(
            and(
              inRows(
                taskDataItems.spaceId,
                rows.map((r) => ({ id: r.id })),
              ),
              eq(taskDataItems.state, 'running'),
            ),
          )
          .limit(1);
        if (busy) {
          const name = rows.find((r) => r.id === busy.spaceId)?.name ?? '';
          throw new AppError(Code.BAD_REQUEST, 'taskData.itemsRunning', { name });
        }
        await tx.delete(taskDataSpaces).where(inRows(taskDataSpaces.id, rows));
        return { deleted: rows.length };
      });
    },
  );

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
      await scoped(req, [spaceId]);
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
          deadline: null,
        })
        .where(and(inArray(taskDataItems.id, ids), inArray(taskDataItems.state, [...TASK_ITEM_FINISHED])))
        .returning({ id: taskDataItems.id });
      return { rerun: done.length };
    },
  );

  route(api, taskDataApi.template, async (req, _q, reply) => {
    return sendWorkbook(reply, await itemImport(0).template(req.lang), 'task-data-import-template.xlsx');
  });

  route(api, taskDataApi.importRecords, logged('taskData', 'import'), async (req) => {
    const { spaceId } = parse(taskDataApi.importRecords.input, req.query, req.lang);
    await scoped(req, [spaceId]);
    return itemImport(spaceId).run(req);
  });
}
