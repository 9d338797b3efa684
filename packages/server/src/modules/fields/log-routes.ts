import { Code, fieldsApi, type LogFieldRow, type LogFieldType } from '@rpa/contracts';
import { and, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inRows } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows } from '../../platform/db/paging';
import { namedRows } from '../../platform/db/rows';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { described, logged } from '../oplog';
import { processes } from '../processes';
import { logFields, taskFieldValues } from './schema';

type Field = typeof logFields.$inferSelect;

/** Process log fields (menu 1805, first tab): list, options for filters, add, edit, delete. */
export async function logFieldRoutes(api: FastifyInstance): Promise<void> {
  const db = api.database.db;
  const used = sql<boolean>`exists (select 1 from ${taskFieldValues} where ${taskFieldValues.fieldId} = ${logFields.id})`;

  async function rowsOf(where: SQL | undefined, limit: number, offset: number): Promise<LogFieldRow[]> {
    const rows = await db
      .select({ f: logFields, processName: processes.name, used })
      .from(logFields)
      .leftJoin(processes, eq(processes.id, logFields.processId))
      .where(where)
      .orderBy(desc(logFields.preset), desc(logFields.updatedAt), desc(logFields.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ f, processName, used }) => ({
      id: f.id,
      name: f.name,
      key: f.key,
      type: f.type as LogFieldType,
      decimals: f.type === 'decimal' ? f.decimals : null,
      description: f.description,
      enabled: f.enabled,
      extended: f.extended,
      preset: f.preset,
      processId: f.processId,
      processName: processName ?? '',
      used: !!used,
      createdBy: f.createdBy,
      updatedAt: f.updatedAt.toISOString(),
    }));
  }

  /** The key is free, the process exists. */
  async function check(input: { key: string; processId: number | null }, id?: number): Promise<void> {
    const [taken] = await db
      .select({ id: logFields.id })
      .from(logFields)
      .where(and(eq(logFields.key, input.key), id ? ne(logFields.id, id) : undefined));
    if (taken) throw new AppError(Code.CONFLICT, 'fields.keyTaken', { key: input.key });
    if (input.processId !== null) {
      const [p] = await db
        .select({ id: processes.id })
        .from(processes)
        .where(eq(processes.id, input.processId));
      if (!p) throw new AppError(Code.BAD_REQUEST, 'fields.processMissing');
    }
  }

  const named = (ids: number[]): Promise<Field[]> =>
    namedRows(db, logFields, ids, sql`true`, 'fields.notFound');

  route(api, fieldsApi.logList, async (_req, q) => {
    const where = and(
      q.name ? ilike(logFields.name, `%${escapeLike(q.name)}%`) : undefined,
      q.key ? ilike(logFields.key, `%${escapeLike(q.key)}%`) : undefined,
      q.type ? eq(logFields.type, q.type) : undefined,
      q.processId ? eq(logFields.processId, q.processId) : undefined,
      q.enabled === undefined ? undefined : eq(logFields.enabled, q.enabled),
    );
    return listPage(db, q, matchingRows(db, logFields, where), (size, offset) => rowsOf(where, size, offset));
  });

  route(api, fieldsApi.logOptions, async (_req, q) => {
    const rows = await db
      .select({
        id: logFields.id,
        name: logFields.name,
        key: logFields.key,
        type: logFields.type,
        processId: logFields.processId,
      })
      .from(logFields)
      .where(
        and(
          eq(logFields.enabled, true),
          // A password's values are sealed: nothing to search by.
          ne(logFields.type, 'password'),
          q.processId ? or(isNull(logFields.processId), eq(logFields.processId, q.processId)) : undefined,
        ),
      )
      .orderBy(logFields.name);
    return rows.map((r) => ({ ...r, type: r.type as LogFieldType }));
  });

  route(
    api,
    fieldsApi.logAdd,
    logged('fields', 'create', described('addLogField', { key: 'key' })),
    async (req, input) => {
      await check(input);
      const [row] = await db
        .insert(logFields)
        .values({
          ...input,
          decimals: input.type === 'decimal' ? input.decimals : null,
          createdBy: req.session?.account ?? '',
        })
        .returning({ id: logFields.id });
      if (!row) throw new AppError(Code.SERVER_ERROR, 'error.system');
      return { id: row.id };
    },
  );

  route(
    api,
    fieldsApi.logModify,
    logged('fields', 'modify', described('editLogField', { id: 'id', key: 'key' })),
    async (_req, input) => {
      const [current] = await rowsOf(eq(logFields.id, input.id), 1, 0);
      if (!current) throw new AppError(Code.BAD_REQUEST, 'fields.notFound');
      if (current.preset && (current.key !== input.key || current.type !== input.type))
        throw new AppError(Code.BAD_REQUEST, 'fields.presetKeyFixed');
      // Values already reported were checked against the old type.
      if (current.used && current.type !== input.type) throw new AppError(Code.CONFLICT, 'fields.typeFixed');
      await check(input, input.id);
      const { id, ...fields } = input;
      await db
        .update(logFields)
        .set({ ...fields, decimals: input.type === 'decimal' ? input.decimals : null, updatedAt: new Date() })
        .where(eq(logFields.id, id));
      return { id };
    },
  );

  route(
    api,
    fieldsApi.logRemove,
    logged('fields', 'delete', described('deleteLogFields', { ids: 'ids' })),
    async (_req, { ids }) => {
      const rows = await named(ids);
      const preset = rows.find((r) => r.preset);
      if (preset) throw new AppError(Code.BAD_REQUEST, 'fields.presetUndeletable', { name: preset.name });
      await db.delete(logFields).where(inRows(logFields.id, rows));
      return { deleted: rows.length };
    },
  );
}
