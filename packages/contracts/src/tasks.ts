import { Priority, type PriorityValue, type TaskStateValue } from './enums';
import type { PersonRef } from './processes';
import type { TaskRecordingRow } from './routes/tasks';

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
] as const;
export type DispatchHint = (typeof DISPATCH_HINTS)[number];

/**
 * Besides the result of publishing, assigning and running: set when the
 * process's department has no robot that can run it (what to do, localised).
 */
export interface RobotWarning {
  robotWarning?: string;
}

export interface RunRequest {
  processId: number;
  /** Parameter values by name, checked with `validateRunParameters`. */
  parameters: Record<string, string>;
  priority?: PriorityValue;
  /** Robots the task may go to; empty or omitted: any robot of the process's department. */
  robotIds?: number[];
}

export interface TaskRow {
  id: number;
  processId: number;
  processName: string;
  versionId: number;
  versionNumber: string;
  state: TaskStateValue;
  /** While stopping: the robot has been told. */
  stopSubmitted: boolean;
  priority: PriorityValue;
  source: 'manual' | 'schedule';
  operator: PersonRef | null;
  operatorName: string;
  scheduleId: number | null;
  scheduleName: string;
  robotId: number | null;
  robotName: string;
  departmentId: number;
  departmentName: string;
  hint: DispatchHint | '';
  attempt: number;
  retryOf: number | null;
  progress: number | null;
  exitCode: number | null;
  error: string;
  logCount: number;
  fileCount: number;
  plannedAt: string;
  createdAt: string;
  dispatchedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** Seconds from creation to the start of the run (or until now while pending). */
  waitSeconds: number;
  /** Seconds of the run (until now while running). */
  runSeconds: number | null;
}

export interface TaskDetail extends TaskRow {
  parameters: Record<string, string>;
  waitTimeout: number;
  runTimeout: number;
  retriesLeft: number;
  files: TaskFileRow[];
  recordings: TaskRecordingRow[];
}

export interface TaskFileRow {
  id: number;
  name: string;
  size: number;
  uploadedAt: string;
}

export interface TaskLogLine {
  seq: number;
  time: string;
  level: 'info' | 'error';
  text: string;
}

export interface TaskListQuery {
  page?: number;
  size?: number;
  processName?: string;
  operator?: string;
  state?: TaskStateValue;
  robotId?: number;
  departmentId?: number;
  scheduleId?: number;
  source?: 'manual' | 'schedule';
  /** ISO times bounding the creation time. */
  createdFrom?: string;
  createdTo?: string;
}

export interface TaskLogQuery {
  taskId: number;
  page?: number;
  size?: number;
  /** Matches a part of the text. */
  text?: string;
  level?: 'info' | 'error';
}

/** Share: how long a shared run record can be opened. */
export const SHARE_DAYS = [1, 7, 30] as const;
export type ShareDays = (typeof SHARE_DAYS)[number];
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{4}$/;
