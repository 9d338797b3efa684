import { Priority, type PriorityValue, type TaskStateValue } from './enums';

/**
 * Tasks (console-core.md §3, §4, §9): one run of a process version on a
 * robot. docs/api.md "Tasks" has the calls; docs/dispatch.md how tasks
 * reach robots.
 */

/** Dispatch order: urgent first. Stored as this index. */
export const PRIORITY_RANK: Record<PriorityValue, number> = { urgent: 0, normal: 1, low: 2 };
export const priorityOf = (rank: number): PriorityValue => Priority[rank] ?? 'normal';

/** States a task never leaves. */
export const FINISHED_TASK_STATES: readonly TaskStateValue[] = [
  'success',
  'failed',
  'stopped',
  'pendout',
  'runout',
  'cancelled',
];

/** Every state change the server makes; anything else is refused. */
export const TASK_TRANSITIONS: Record<TaskStateValue, readonly TaskStateValue[]> = {
  pending: ['running', 'cancelled', 'pendout'],
  running: ['success', 'failed', 'stopping', 'runout'],
  // A run may end on its own before the robot gets the stop request.
  stopping: ['stopped', 'success', 'failed', 'runout'],
  success: [],
  failed: [],
  stopped: [],
  pendout: [],
  runout: [],
  cancelled: [],
};

/** For each state, the states a task may reach it from. */
export const TASK_STATES_FROM: Record<TaskStateValue, readonly TaskStateValue[]> = (() => {
  const states = Object.keys(TASK_TRANSITIONS) as TaskStateValue[];
  const from = {} as Record<TaskStateValue, TaskStateValue[]>;
  for (const to of states) from[to] = states.filter((s) => TASK_TRANSITIONS[s].includes(to));
  return from;
})();

export const canCancel = (s: TaskStateValue) => TASK_TRANSITIONS[s].includes('cancelled');
export const canStop = (s: TaskStateValue) => TASK_TRANSITIONS[s].includes('stopping');

/** Why a pending task is still waiting (a server message key under `tasks.hint.*`). */
export const DISPATCH_HINTS = [
  'noRobots',
  'robotMissing',
  'noIdleRobot',
  'versionMismatch',
  'sceneChanged',
  'aiServerMissing',
] as const;
export type DispatchHint = (typeof DISPATCH_HINTS)[number];

/**
 * Besides the result of publishing, assigning and running: set when the
 * process's department has no robot that can run it (what to do, localised).
 */
export interface RobotWarning {
  robotWarning?: string;
}

/** Share: how long a shared run record can be opened. */
export const SHARE_DAYS = [1, 7, 30] as const;
export type ShareDays = (typeof SHARE_DAYS)[number];
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{4}$/;
