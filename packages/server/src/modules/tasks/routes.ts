import {
  Code,
  Identity,
  type IdentityId,
  MAX_RECORDS,
  type OplogDescriptionKey,
  type OplogText,
  type TaskDetail,
  tasksApi,
} from '@rpa/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeLike, listPage, tablePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { scopedProcess, visibleTo } from '../processes';
import { controlTask } from './control';
import { robotWarning } from './coverage';
import type { Dispatcher } from './dispatch';
import { taskExport, withFieldValues } from './export';
import { assertFactoryRun } from './factory';
import { sendTaskFile } from './files';
import {
  listConditions,
  seenTask as seenTaskOf,
  taskDetail,
  taskMatching,
  taskRows,
  taskScope,
  toLogLine,
} from './query';
import { sendRecording } from './recording';
import { localRuns, onRobotOf, studioRuns } from './running';
import { taskLogs, taskRecordings, tasks } from './schema';
import { startRun } from './start';

/**
 * Menus that show task lists, per identity: task list and run records; exception records; run records.
 * Any one of them will do, which a contract's one key per identity cannot say.
 */
const LIST_KEYS: Record<IdentityId, string[]> = {
  1: ['1401', '1601'],
  2: ['209'],
  3: ['302'],
  4: ['403'],
};
/** An operation-log description naming the row the call was about. */
const describe =
  (key: OplogDescriptionKey, field: string, from: 'body' | 'query' = 'body') =>
  (req: FastifyRequest): OplogText => ({
    key,
    params: { id: String((req[from] as Record<string, unknown> | undefined)?.[field] ?? '?') },
  });

async function allowed(req: FastifyRequest, keys: string[]): Promise<void> {
  const grants = await req.grants();
  if (!keys.some((k) => grants.has(k))) throw new AppError(Code.FORBIDDEN, 'error.forbidden');
}

/**
 * Tasks (docs/api.md "Tasks"): runs from the run dialog, the task lists of
 * every identity, detail, logs and files, cancel and stop. Each identity's
 * rights come from its menus, checked here because one call serves all four.
 */
export function taskRoutes(dispatcher: Dispatcher) {
  return async (api: FastifyInstance): Promise<void> => {
    const db = api.database.db;

    const seenTask = (req: FastifyRequest, taskId: number) => seenTaskOf(db, req, taskId);

    route(
      api,
      tasksApi.run,
      logged('tasks', 'create', describe('runProcess', 'processId')),
      async (req, q) => {
        const s = req.requireSession();
        const p = await scopedProcess(db, q.processId, await visibleTo(req));
        const versionId = s.curIden === Identity.DEVELOPER && q.versionId ? q.versionId : p.releasedVersionId;
        if (api.config.platformType === 'factory') await assertFactoryRun(req, db, p, q.robotIds);
        const task = await startRun(db, p, { ...q, versionId }, await req.managedDepartments(), {
          operatorId: s.userId,
          operatorName: s.account,
          source: 'manual',
          clientType: s.clientType,
        });
        dispatcher.kick();
        return { ...(await seenTask(req, task.id)), ...(await robotWarning(db, p.id, req.lang)) };
      },
    );

    route(api, tasksApi.list, async (req, q) => {
      await allowed(req, LIST_KEYS[req.requireSession().curIden as IdentityId]);
      const where = and(await taskScope(req), ...listConditions(q));
      return listPage(db, q, taskMatching(db, where), (size, offset) => taskRows(db, where, size, offset));
    });

    // The manager's task list (menu 1401) as a file: same filters, at most 10000 rows.
    route(
      api,
      tasksApi.export,
      logged('tasks', 'export', () => ({ key: 'exportTasks' })),
      async (req, q, reply) => {
        const where = and(await taskScope(req), ...listConditions(q));
        const rows = await taskRows(db, where, MAX_RECORDS);
        return taskExport.send(reply, req.lang, await withFieldValues(db, rows), q.format);
      },
    );

    route(api, tasksApi.detail, async (req, { taskId }) => {
      await allowed(req, LIST_KEYS[req.requireSession().curIden as IdentityId]);
      return seenTask(req, taskId);
    });

    route(api, tasksApi.logs, async (req, q) => {
      await allowed(req, LIST_KEYS[req.requireSession().curIden as IdentityId]);
      await seenTask(req, q.taskId);
      const where = and(
        eq(taskLogs.taskId, q.taskId),
        q.text ? ilike(taskLogs.text, `%${escapeLike(q.text)}%`) : undefined,
        q.level ? eq(taskLogs.level, q.level) : undefined,
      );
      return tablePage(db, q, taskLogs, where, [asc(taskLogs.seq)], toLogLine);
    });

    route(
      api,
      tasksApi.file,
      logged('tasks', 'download', describe('downloadTaskFile', 'id', 'query')),
      async (req, { id }, reply) => {
        await allowed(req, LIST_KEYS[req.requireSession().curIden as IdentityId]);
        return sendTaskFile(api, reply, id, (taskId) => seenTask(req, taskId));
      },
    );

    route(api, tasksApi.recording, async (req, { id }, reply) => {
      await allowed(req, LIST_KEYS[req.requireSession().curIden as IdentityId]);
      const [rec] = await db.select().from(taskRecordings).where(eq(taskRecordings.id, id));
      if (!rec) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
      await seenTask(req, rec.taskId);
      return sendRecording(api, reply, rec);
    });

    route(api, tasksApi.running, async (req) => localRuns(db, req.requireSession().userId));

    route(api, tasksApi.studioRunning, async (req) => studioRuns(db, req.requireSession().userId));

    /** Managers with the button, or the user who started the task. */
    async function mayControl(req: FastifyRequest, t: TaskDetail, key: string) {
      const s = req.requireSession();
      if (s.curIden === Identity.MANAGER) return allowed(req, [key]);
      if (t.operator?.id !== s.userId) throw new AppError(Code.FORBIDDEN, 'error.forbidden');
    }

    const seen = (req: FastifyRequest) => (taskId: number) => seenTask(req, taskId);

    /**
     * A run on a robot bound to the caller, from the local running screen:
     * the person whose desktop it uses may stop it, whoever started it.
     */
    async function onOwnRobot(req: FastifyRequest, taskId: number): Promise<TaskDetail | null> {
      return taskDetail(db, and(eq(tasks.id, taskId), onRobotOf(db, req.requireSession().userId)));
    }

    route(
      api,
      tasksApi.cancel,
      logged('tasks', 'modify', describe('cancelTask', 'taskId')),
      async (req, { taskId }) => {
        await controlTask(api, taskId, 'cancel', seen(req), (t, key) => mayControl(req, t, key));
        return seenTask(req, taskId);
      },
    );

    route(
      api,
      tasksApi.stop,
      logged('tasks', 'modify', describe('stopTask', 'taskId')),
      async (req, { taskId }) => {
        const own = await onOwnRobot(req, taskId);
        const see = own ? async (id: number) => (await onOwnRobot(req, id)) ?? own : seen(req);
        const may = own ? async () => {} : (t: TaskDetail, key: string) => mayControl(req, t, key);
        await controlTask(api, taskId, 'stop', see, may);
        return see(taskId);
      },
    );
  };
}
