import type { RobotMessage } from '@rpa/contracts';

type TaskMessage<T extends RobotMessage['type']> = Extract<RobotMessage, { type: T }>;

/**
 * Where the gateway hands what robots say about their tasks. The tasks
 * module implements it (`app.gateway.setTaskSink`); until then the gateway
 * uses `droppingSink`: messages are accepted and answered with nothing, and
 * log lines are kept nowhere.
 */
export interface TaskSink {
  /** A robot said hello, naming the tasks it is still running (after a reconnect): they resume, others it held end. */
  resumed(robotId: number, taskIds: number[]): Promise<void>;
  accepted(robotId: number, m: TaskMessage<'task.accept'>): Promise<void>;
  progress(robotId: number, m: TaskMessage<'task.progress'>): Promise<void>;
  /** A batch of log lines; `seq` lets the sink drop lines it already has (resent after a reconnect). */
  log(robotId: number, m: TaskMessage<'task.log'>): Promise<void>;
  result(robotId: number, m: TaskMessage<'task.result'>): Promise<void>;
}

export const droppingSink: TaskSink = {
  resumed: async () => {},
  accepted: async () => {},
  progress: async () => {},
  log: async () => {},
  result: async () => {},
};

/** Why robots leave: a manager unbound or deleted them. */
export type RemovalReason = 'unbind' | 'delete';

/**
 * Runs when robots are unbound or deleted, before they go: the tasks module
 * registers one that fails their running tasks and marks stopping ones
 * stopped (console-administration.md §4). None is registered until tasks exist.
 */
export type RemovalHook = (robotIds: number[], reason: RemovalReason) => Promise<void>;
