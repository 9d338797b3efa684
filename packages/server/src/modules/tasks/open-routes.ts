import { Code, IDEMPOTENCY_KEY_PATTERN, type OpenProcessRow, openTasksApi } from '@rpa/contracts';
import { and, asc, eq, gte, ilike, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { within } from '../../platform/db/conditions';
import { escapeLike, listPage, matchingRows, tablePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { oncePerKey } from '../applications';
import { departments } from '../departments';
import { logged } from '../oplog';
import { processes, scopedProcess, versions } from '../processes';
import { controlTask } from './control';
import type { Dispatcher } from './dispatch';
import { sendTaskFile } from './files';
import { seenTask as seenTaskOf, taskMatching, taskRows, taskScope, toLogLine } from './query';
import { taskLogs, tasks } from './schema';
import { startRun } from './start';

/** The `Idempotency-Key` header, checked; undefined when not sent. */
function idempotencyKey(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError(Code.BAD_REQUEST, 'open.idempotencyKey');
  }
  return value;
}

/**
 * The open API's runs (docs/open-api.md): an application, acting like a
 * manager of its department, lists the published processes there, starts
 * runs of them (once per Idempotency-Key), and reads, lists, cancels and
 * stops the department's tasks. Each call is in the operation log under the
 * application's name.
 */
export function openTaskRoutes(dispatcher: Dispatcher) {
  return async (api: FastifyInstance): Promise<void> => {
    const db = api.database.db;

    const seenTask = (req: FastifyRequest, taskId: number) => seenTaskOf(db, req, taskId);

    /** The processes of the application's departments that have a published version. */
    const published = async (req: FastifyRequest) =>
      and(
        within(processes.departmentId, await req.managedDepartments()),
        isNotNull(processes.releasedVersionId),
      ) as SQL;

    route(api, openTasksApi.processes, logged('openApi', 'query'), async (req, q) => {
      const where = and(
        await published(req),
        q.name ? ilike(processes.name, `%${escapeLike(q.name)}%`) : undefined,
      );
      return listPage(db, q, matchingRows(db, processes, where), async (limit, offset) => {
        const rows = await db
          .select({ p: processes, versionNumber: versions.number, departmentName: departments.name })
          .from(processes)
          .innerJoin(versions, eq(versions.id, processes.releasedVersionId))
          .innerJoin(departments, eq(departments.id, processes.departmentId))
          .where(where)
          .orderBy(asc(processes.name), asc(processes.id))
          .limit(limit)
          .offset(offset);
        return rows.map(
          ({ p, versionNumber, departmentName }): OpenProcessRow => ({
            id: p.id,
            name: p.name,
            description: p.description,
            versionId: p.releasedVersionId as number,
            versionNumber,
            departmentId: p.departmentId,
            departmentName,
            parameters: p.parameters,
          }),
        );
      });
    });

    route(api, openTasksApi.run, logged('openApi', 'create'), async (req, input) => {
      const app = req.requireApplication();
      const key = idempotencyKey(req);
      const scope = await req.managedDepartments();
      const start = async (tx: typeof db) => {
        const p = await scopedProcess(tx, input.processId, await published(req));
        const task = await startRun(tx, p, { ...input, versionId: p.releasedVersionId }, scope, {
          operatorId: null,
          operatorName: app.name,
          source: 'openApi',
        });
        return task.id;
      };
      const { taskId, repeated } = key
        ? await oncePerKey(db, app.id, key, start)
        : { taskId: await start(db), repeated: false };
      if (!repeated) dispatcher.kick();
      return { ...(await seenTask(req, taskId)), repeated };
    });

    route(api, openTasksApi.detail, logged('openApi', 'query'), async (req, { taskId }) =>
      seenTask(req, taskId),
    );

    route(api, openTasksApi.logs, logged('openApi', 'query'), async (req, q) => {
      await seenTask(req, q.taskId);
      return tablePage(db, q, taskLogs, eq(taskLogs.taskId, q.taskId), [asc(taskLogs.seq)], toLogLine);
    });

    route(api, openTasksApi.list, logged('openApi', 'query'), async (req, q) => {
      const where = and(
        await taskScope(req),
        q.state ? eq(tasks.state, q.state) : undefined,
        q.processId ? eq(tasks.processId, q.processId) : undefined,
        q.createdFrom ? gte(tasks.createdAt, new Date(q.createdFrom)) : undefined,
        q.createdTo ? lte(tasks.createdAt, new Date(q.createdTo)) : undefined,
      ) as SQL;
      return listPage(db, q, taskMatching(db, where), (size, offset) => taskRows(db, where, size, offset));
    });

    route(api, openTasksApi.file, logged('openApi', 'download'), async (req, { id }, reply) =>
      sendTaskFile(api, reply, id, (taskId) => seenTask(req, taskId)),
    );

    // An application may control every task of its departments, as a manager with the buttons.
    const anyTask = async () => undefined;
    for (const which of ['cancel', 'stop'] as const) {
      route(api, openTasksApi[which], logged('openApi', 'modify'), async (req, { taskId }) => {
        await controlTask(api, taskId, which, (id) => seenTask(req, id), anyTask);
        return seenTask(req, taskId);
      });
    }
  };
}
