import { Code, taskDataApi, taskItemFields } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { parse } from '../../platform/http/validate';
import { sendWorkbook } from '../../platform/xlsx';
import { defineImport } from '../../platform/xlsx/define';
import { logged } from '../oplog';
import { addItems, liveItems, type NewItem, takenReferences } from './items';
import { taskDataSpaces } from './schema';
import { scopedSpaces } from './scope';

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
      const taken = new Set(
        await takenReferences(
          db,
          spaceId,
          rows.map((r) => r.value.reference),
        ),
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

/** The items' workbook template, and its import into a space. */
export function importRoutes(api: FastifyInstance): void {
  const db = api.database.db;

  route(api, taskDataApi.template, async (req, _q, reply) => {
    return sendWorkbook(reply, await itemImport(0).template(req.lang), 'task-data-import-template.xlsx');
  });

  route(api, taskDataApi.importRecords, logged('taskData', 'import'), async (req) => {
    const { spaceId } = parse(taskDataApi.importRecords.input, req.query, req.lang);
    await scopedSpaces(db, req, [spaceId]);
    return itemImport(spaceId).run(req);
  });
}
