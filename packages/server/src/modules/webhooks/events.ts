import type { WebhookEvent } from '@rpa/contracts';
import type { TaskEvent } from '../tasks';

/** The webhook event each task state says; `stopping` is on its way to `stopped` and says none. */
const EVENT_OF_STATE: Record<string, WebhookEvent | undefined> = {
  pending: 'task.created',
  running: 'task.started',
  success: 'task.succeeded',
  failed: 'task.failed',
  stopped: 'task.stopped',
  cancelled: 'task.cancelled',
  pendout: 'task.timedOut',
  runout: 'task.timedOut',
};

export const eventOf = (state: string): WebhookEvent | undefined => EVENT_OF_STATE[state];

/** The body a receiver gets (docs/open-api.md, "Webhooks"): the event, its time, and the task. */
export function payloadOf(type: WebhookEvent, e: TaskEvent) {
  const t = e.task;
  return {
    type,
    timestamp: e.at.toISOString(),
    data: {
      taskId: e.taskId,
      state: e.state,
      departmentId: e.departmentId,
      ...(t && {
        processId: t.processId,
        processName: t.processName,
        source: t.source,
        operatorName: t.operatorName,
        robotName: t.robotName,
        attempt: t.attempt,
        exitCode: t.exitCode,
        error: t.error,
        createdAt: t.createdAt.toISOString(),
        startedAt: t.startedAt?.toISOString() ?? null,
        finishedAt: t.finishedAt?.toISOString() ?? null,
      }),
    },
  };
}
