import {
  Code,
  canCancel,
  canStop,
  Identity,
  type IdentityId,
  MAX_RECORDS,
  type OplogDescriptionKey,
  type OplogText,
  PRIORITY_RANK,
  type TaskDetail,
  type TaskLogLine,
  type TaskStateValue,
  tasksApi,
  validateRunParameters,
} from '@rpa/contracts';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeLike, listPage, tablePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { logged } from '../oplog';
import { scopedProcess, versions, visibleTo } from '../processes';
import { assertCandidateRobots, assertSceneBindings } from './candidates';
import { robotWarning } from './coverage';
import { createTasks } from './create';
import type { Dispatcher } from './dispatch';
import { taskExport } from './export';
import { afterFinish, moveTask } from './lifecycle';
import { listConditions, taskDetail, taskMatching, taskRows, taskScope } from './query';
import { sendRecording } from './recording';
import { taskFiles, taskLogs, taskRecordings, tasks } from './schema';

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
/**
 * Cancelling and stopping: the manager's button (users may cancel and stop the tasks they
 * started), the states it may start from, the refusal otherwise and the state it moves to.
 */
const CONTROLS = {
  cancel: { key: '1401:cancel', can: canCancel, refused: 'tasks.cannotCancel', to: 'cancelled' },
  stop: { key: '1401:stop', can: canStop, refused: 'tasks.cannotStop', to: 'stopping' },
} as const;

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

const toLogLine = (l: typeof taskLogs.$inferSelect): TaskLogLine => ({
  seq: l.seq,
  time: l.time.toISOString(),
  level: l.level === 'error' ? 'error' : 'info',
  text: l.text,
});

/**
 * Tasks (docs/api.md "Tasks"): runs from the run dialog, the task lists of
 * every identity, detail, logs and files, cancel and stop. Each identity's
 * rights come from its menus, checked here because one call serves all four.
 */
export function taskRoutes(dispatcher: Dispatcher) {
  return async (api: FastifyInstance): Promise<void> => {
    const db = api.database.db;

    /** A task the caller sees, or "no such task". */
    async function seenTask(req: FastifyRequest, taskId: number): Promise<TaskDetail> {
      const detail = await taskDetail(db, and(eq(tasks.id, taskId), await taskScope(req)));
      if (!detail) throw new AppError(Code.BAD_REQUEST, 'tasks.notFound');
      return detail;
    }

    route(
      api,
      tasksApi.run,
      logged('tasks', 'create', describe('runProcess', 'processId')),
      async (req, q) => {
        const s = req.requireSession();
        const p = await scopedProcess(db, q.processId, await visibleTo(req));
        const versionId = s.curIden === Identity.DEVELOPER && q.versionId ? q.versionId : p.releasedVersionId;
        if (!versionId) throw new AppError(Code.CONFLICT, 'tasks.notPublished');
        const [version] = await db
          .select({ id: versions.id, active: versions.active, processId: versions.processId })
          .from(versions)
          .where(eq(versions.id, versionId));
        if (!version || version.processId !== p.id)
          throw new AppError(Code.BAD_REQUEST, 'processes.notFound');
        if (!version.active) throw new AppError(Code.CONFLICT, 'tasks.versionInactive');

        const issue = validateRunParameters(p.parameters, q.parameters)[0];
        if (issue) throw new AppError(Code.BAD_REQUEST, issue.key, issue.params);
        if (new Set(q.robotIds).size !== q.robotIds.length) {
          throw new AppError(Code.BAD_REQUEST, 'tasks.robotDuplicate');
        }
        await assertCandidateRobots(db, q.robotIds, await req.managedDepartments());
        await assertSceneBindings(db, q.robotIds, p.id);
        // Only the declared parameters travel to the robot, each trimmed.
        const parameters = Object.fromEntries(
          p.parameters
            .map((d) => [d.name, (q.parameters[d.name] ?? '').trim() || d.defaultValue])
            .filter(([, v]) => v !== ''),
        );
        const [task] = await createTasks(db, [
          {
            processId: p.id,
            versionId,
            departmentId: p.departmentId,
            operatorId: s.userId,
            operatorName: s.account,
            priority: PRIORITY_RANK[q.priority],
            parameters,
            candidateRobotIds: q.robotIds,
            waitTimeout: p.waitTimeout,
            runTimeout: p.runTimeout,
            retriesLeft: p.failedRetries,
          },
        ]);
        if (!task) throw new AppError(Code.SERVER_ERROR, 'error.system');
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
        return taskExport.send(reply, req.lang, await taskRows(db, where, MAX_RECORDS), q.format);
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
        const [file] = await db.select().from(taskFiles).where(eq(taskFiles.id, id));
        if (!file) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
        await seenTask(req, file.taskId);
        if (!(await api.files.has(file.sha256))) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
        return reply
          .type('application/octet-stream')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .send(await api.files.get(file.sha256));
      },
    );

    route(api, tasksApi.recording, async (req, { id }, reply) => {
      await allowed(req, LIST_KEYS[req.requireSession().curIden as IdentityId]);
      const [rec] = await db.select().from(taskRecordings).where(eq(taskRecordings.id, id));
      if (!rec) throw new AppError(Code.BAD_REQUEST, 'tasks.fileNotFound');
      await seenTask(req, rec.taskId);
      return sendRecording(api, reply, rec);
    });

    /** Managers with the button, or the user who started the task. */
    async function mayControl(req: FastifyRequest, t: TaskDetail, key: string) {
      const s = req.requireSession();
      if (s.curIden === Identity.MANAGER) return allowed(req, [key]);
      if (t.operator?.id !== s.userId) throw new AppError(Code.FORBIDDEN, 'error.forbidden');
    }

    /**
     * The task moved to the control's state by a caller who may control it, when its
     * state allows; otherwise the control's refusal, naming the state it is in by then.
     */
    async function control(
      req: FastifyRequest,
      taskId: number,
      which: keyof typeof CONTROLS,
      set?: Parameters<typeof moveTask>[3],
    ) {
      const { key, can, refused, to } = CONTROLS[which];
      const t = await seenTask(req, taskId);
      await mayControl(req, t, key);
      if (!can(t.state as TaskStateValue)) throw new AppError(Code.CONFLICT, refused, { state: t.state });
      const moved = await moveTask(db, taskId, to, set);
      if (!moved) {
        const now = await seenTask(req, taskId);
        throw new AppError(Code.CONFLICT, refused, { state: now.state });
      }
      return moved;
    }

    route(
      api,
      tasksApi.cancel,
      logged('tasks', 'modify', describe('cancelTask', 'taskId')),
      async (req, { taskId }) => {
        const done = await control(req, taskId, 'cancel', { finishedAt: new Date() });
        await afterFinish(db, done);
        return seenTask(req, taskId);
      },
    );

    route(
      api,
      tasksApi.stop,
      logged('tasks', 'modify', describe('stopTask', 'taskId')),
      async (req, { taskId }) => {
        const stopping = await control(req, taskId, 'stop');
        if (stopping.robotId !== null && (await api.gateway.requestStop(stopping.robotId, taskId))) {
          await db.update(tasks).set({ stopSubmitted: true }).where(eq(tasks.id, taskId));
        }
        return seenTask(req, taskId);
      },
    );
  };
}
