import type { WebhookEvent } from '@rpa/contracts';
import type { Db } from '../../platform/db';
import { forgetItemEvents, type ItemEvent, itemEventsAfter } from '../task-data';
import { forgetTaskEvents, type TaskEvent, taskEventsAfter } from '../tasks';

/** An event as the fan-out sends it on: who it concerns, when, and the body receivers get. */
export interface Outgoing {
  id: number;
  type: WebhookEvent | undefined;
  departmentId: number;
  at: Date;
  taskId: number | null;
  payload: { type: WebhookEvent; timestamp: string; data: Record<string, unknown> } | null;
}

/** A source of events with its own cursor row (webhook_cursor.id). */
export interface EventStream {
  cursorId: number;
  read(db: Db, afterId: number, limit: number): Promise<Outgoing[]>;
  forget(db: Db, upToId: number): Promise<void>;
}

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

const iso = (d: Date | null) => d?.toISOString() ?? null;

function taskOutgoing(e: TaskEvent): Outgoing {
  const type = EVENT_OF_STATE[e.state];
  const t = e.task;
  const data = {
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
      createdAt: iso(t.createdAt),
      startedAt: iso(t.startedAt),
      finishedAt: iso(t.finishedAt),
    }),
  };
  const payload = type ? { type, timestamp: e.at.toISOString(), data } : null;
  return { id: e.id, type, departmentId: e.departmentId, at: e.at, taskId: e.taskId, payload };
}

function itemOutgoing(e: ItemEvent): Outgoing {
  const i = e.item;
  const data = {
    itemId: e.itemId,
    state: e.state,
    departmentId: e.departmentId,
    ...(i && {
      spaceId: i.spaceId,
      spaceName: i.spaceName,
      reference: i.reference,
      attempts: i.attempts,
      output: i.output,
      failureReason: i.failureReason,
      robotsNo: i.robotsNo,
      taskId: i.taskId,
      finishedAt: iso(i.finishedAt),
    }),
  };
  const type = 'item.finished' as const;
  return {
    id: e.id,
    type,
    departmentId: e.departmentId,
    at: e.at,
    taskId: i?.taskId ?? null,
    payload: { type, timestamp: e.at.toISOString(), data },
  };
}

/** Tasks' changes (cursor 1) and task-data items that ended (cursor 2). */
export const STREAMS: EventStream[] = [
  {
    cursorId: 1,
    read: async (db, after, limit) => (await taskEventsAfter(db, after, limit)).map(taskOutgoing),
    forget: forgetTaskEvents,
  },
  {
    cursorId: 2,
    read: async (db, after, limit) => (await itemEventsAfter(db, after, limit)).map(itemOutgoing),
    forget: forgetItemEvents,
  },
];
