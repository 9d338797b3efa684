import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createDispatcher, type Dispatcher } from './dispatch';
import { robotDocumentRoutes } from './documents';
import { robotFileRoutes } from './files';
import { moveTask, settle } from './lifecycle';
import { openTaskRoutes } from './open-routes';
import { HOLDING_STATES } from './pool';
import { taskRoutes } from './routes';
import { tasks } from './schema';
import { createTaskSink } from './sink';
import { sweepTasks } from './sweep';

export { cancelPendingTasks, createTasks, insertTasks, type NewTask, reissueCancelledTasks } from './create';
export { forgetTaskEvents, type TaskEvent, taskEventsAfter } from './events';
export { HOLDING_STATES } from './pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hands pending tasks to robots; `kick()` after anything that may let one run. */
    dispatcher: Dispatcher;
  }
}

/**
 * Tasks on the root app, after the gateway: the dispatcher, the sink for
 * what robots report, the unbind/delete hook (running tasks fail, stopping
 * ones stop: console-administration.md §4), and the periodic sweep.
 */
export async function installTasks(app: FastifyInstance): Promise<void> {
  const dispatcher = createDispatcher(app);
  app.decorate('dispatcher', dispatcher);
  app.gateway.setTaskSink(createTaskSink(app, dispatcher));
  app.gateway.onRobotsRemoved(async (robotIds) => {
    const db = app.database.db;
    const held = await db
      .select({ id: tasks.id, state: tasks.state, robotId: tasks.robotId })
      .from(tasks)
      .where(and(inArray(tasks.robotId, robotIds), inArray(tasks.state, [...HOLDING_STATES])));
    for (const t of held) {
      const to = t.state === 'stopping' ? 'stopped' : 'failed';
      const done = await moveTask(db, t.id, to, { finishedAt: new Date(), error: 'robot removed' });
      await settle(app, done);
    }
  });

  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> = Promise.resolve();
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      sweeping = sweeping
        .then(() => sweepTasks(app))
        .then(() => dispatcher.pass())
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err }, 'task sweep failed'));
    }, app.config.taskSweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await sweeping;
  });
}

/** The task calls under the API base. */
export async function taskApiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(taskRoutes(api.dispatcher));
  await api.register(openTaskRoutes(api.dispatcher));
  await api.register(robotFileRoutes);
  await api.register(robotDocumentRoutes);
}
export { assertCandidateRobots } from './candidates';
export { robotWarning } from './coverage';
export { taskDetail, taskScope } from './query';
export { sendRecording } from './recording';
export { recordingData, recordingsHeld, runFileData, runLogData } from './retention';
export { taskRecordings, tasks } from './schema';
