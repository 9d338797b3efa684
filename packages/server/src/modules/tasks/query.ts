import {
  Code,
  type PersonRef,
  priorityOf,
  type TaskDetail,
  type TaskLogLine,
  type TaskRow,
  type TaskStateValue,
  type taskFilters,
} from '@rpa/contracts';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { escapeLike, matchingRows } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { departments } from '../departments';
import { fieldValueCondition, fieldValuesOf } from '../fields';
import { identityScope, processes, versions } from '../processes';
import { personColumns, users } from '../users';
import { taskFiles, type taskLogs, taskRecordings, tasks } from './schema';

/**
 * The tasks the caller sees under their current identity: managers those of
 * their departments, developers those of the processes they see, owners
 * those of the processes they own, users the ones they started.
 */
export function taskScope(req: FastifyRequest): Promise<SQL> {
  return identityScope(req, tasks.departmentId, (userId) => eq(tasks.operatorId, userId));
}

export function listConditions(q: z.output<typeof taskFilters>): SQL[] {
  const where: SQL[] = [];
  if (q.processName) where.push(ilike(processes.name, `%${escapeLike(q.processName)}%`));
  if (q.operator) {
    const like = `%${escapeLike(q.operator)}%`;
    // The recorded name through its trigram index, or an operator whose account or
    // real name matches: the few users are looked up first and their tasks found
    // through tasks_operator_idx. The same rows as `ilike` on the joined users,
    // without reading every task (docs/benchmarks.md).
    where.push(
      or(
        ilike(tasks.operatorName, like),
        sql`${tasks.operatorId} = any(array(select ${users.id} from ${users} where ${ilike(users.account, like)} or ${ilike(users.realName, like)}))`,
      ) as SQL,
    );
  }
  if (q.state) where.push(eq(tasks.state, q.state));
  if (q.robotId) where.push(eq(tasks.robotId, q.robotId));
  if (q.departmentId) where.push(eq(tasks.departmentId, q.departmentId));
  if (q.scheduleId) where.push(eq(tasks.scheduleId, q.scheduleId));
  if (q.source) where.push(eq(tasks.source, q.source));
  if (q.fieldId && q.fieldValue) where.push(fieldValueCondition(tasks.id, q.fieldId, q.fieldValue));
  if (q.createdFrom) where.push(gte(tasks.createdAt, new Date(q.createdFrom)));
  if (q.createdTo) where.push(lte(tasks.createdAt, new Date(q.createdTo)));
  return where;
}

const columns = {
  t: tasks,
  processName: processes.name,
  versionNumber: versions.number,
  departmentName: departments.name,
  operator: personColumns(users),
};

/** The joins every task query uses; conditions may name processes and users columns. */
export function taskSelect(db: Db) {
  return db
    .select(columns)
    .from(tasks)
    .innerJoin(processes, eq(processes.id, tasks.processId))
    .innerJoin(versions, eq(versions.id, tasks.versionId))
    .innerJoin(departments, eq(departments.id, tasks.departmentId))
    .leftJoin(users, eq(users.id, tasks.operatorId));
}

/** What `taskSelect` would list, with the joins conditions may name: a list's count selects this. */
export function taskMatching(db: Db, where: SQL | undefined) {
  return matchingRows(db, tasks, where, (rows) =>
    rows
      .innerJoin(processes, eq(processes.id, tasks.processId))
      .leftJoin(users, eq(users.id, tasks.operatorId)),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

type Selected = {
  t: typeof tasks.$inferSelect;
  processName: string;
  versionNumber: string;
  departmentName: string;
  operator: PersonRef | null;
};

function toRow(r: Selected, now: Date): TaskRow {
  const t = r.t;
  return {
    id: t.id,
    processId: t.processId,
    processName: r.processName,
    versionId: t.versionId,
    versionNumber: r.versionNumber,
    state: t.state as TaskStateValue,
    stopSubmitted: t.stopSubmitted,
    priority: priorityOf(t.priority),
    source: t.source as TaskRow['source'],
    clientType: t.clientType,
    operator: r.operator,
    operatorName: t.operatorName,
    scheduleId: t.scheduleId,
    scheduleName: t.scheduleName,
    robotId: t.robotId,
    robotName: t.robotName,
    departmentId: t.departmentId,
    departmentName: r.departmentName,
    hint: t.hint as TaskRow['hint'],
    attempt: t.attempt,
    retryOf: t.retryOf,
    progress: t.progress,
    exitCode: t.exitCode,
    error: t.error,
    logCount: t.logCount,
    fileCount: t.fileCount,
    plannedAt: t.plannedAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
    dispatchedAt: iso(t.dispatchedAt),
    startedAt: iso(t.startedAt),
    finishedAt: iso(t.finishedAt),
    waitSeconds: seconds(t.createdAt, t.startedAt ?? t.finishedAt ?? now),
    runSeconds: t.startedAt ? seconds(t.startedAt, t.finishedAt ?? now) : null,
  };
}

export async function taskRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
  order: SQL[] = [desc(tasks.createdAt), desc(tasks.id)],
) {
  const rows = await taskSelect(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const now = new Date();
  return rows.map((r) => toRow(r, now));
}

export async function taskDetail(db: Db, where: SQL | undefined): Promise<TaskDetail | null> {
  const [r] = await taskSelect(db).where(where).limit(1);
  if (!r) return null;
  const files = await db
    .select({
      id: taskFiles.id,
      name: taskFiles.name,
      size: taskFiles.size,
      uploadedAt: taskFiles.uploadedAt,
    })
    .from(taskFiles)
    .where(eq(taskFiles.taskId, r.t.id))
    .orderBy(taskFiles.id);
  const recordings = await db
    .select({
      id: taskRecordings.id,
      name: taskRecordings.name,
      mime: taskRecordings.mime,
      size: taskRecordings.size,
      uploadedAt: taskRecordings.uploadedAt,
    })
    .from(taskRecordings)
    .where(eq(taskRecordings.taskId, r.t.id))
    .orderBy(taskRecordings.id);
  return {
    ...toRow(r, new Date()),
    recordings: recordings.map((f) => ({ ...f, uploadedAt: f.uploadedAt.toISOString() })),
    parameters: r.t.parameters,
    waitTimeout: r.t.waitTimeout,
    runTimeout: r.t.runTimeout,
    retriesLeft: r.t.retriesLeft,
    files: files.map((f) => ({ ...f, uploadedAt: f.uploadedAt.toISOString() })),
    fields: (await fieldValuesOf(db, [r.t.id])).get(r.t.id) ?? [],
  };
}

export const toLogLine = (l: typeof taskLogs.$inferSelect): TaskLogLine => ({
  seq: l.seq,
  time: l.time.toISOString(),
  level: l.level === 'error' ? 'error' : 'info',
  text: l.text,
});

/** A task the caller sees (their identity's scope, or an application's departments), or "no such task". */
export async function seenTask(db: Db, req: FastifyRequest, taskId: number): Promise<TaskDetail> {
  const detail = await taskDetail(db, and(eq(tasks.id, taskId), await taskScope(req)));
  if (!detail) throw new AppError(Code.BAD_REQUEST, 'tasks.notFound');
  return detail;
}
