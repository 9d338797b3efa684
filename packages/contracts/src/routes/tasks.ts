import { z } from 'zod';
import { Priority, TaskState } from '../enums';
import { EXPORT_FORMATS } from '../exports';
import { FIELD_VALUE_MAX, LOG_FIELD_TYPES } from '../fields';
import type { Bilingual } from '../i18n';
import { processVersionRef } from '../processes';
import { defineRoutes } from '../route';
import { departmentRef, idQuery, isoTime, pageOf, pageQuery, personRef, timeText } from '../schemas';
import { DISPATCH_HINTS } from '../tasks';
import { rowIdParam } from '../text';

/**
 * Runs (console-core.md §3, §4, §9): the run dialog, the task lists of every
 * identity, detail, logs, files and recordings, cancel and stop, and what
 * robots upload for their runs. Several identities reach the lists from more
 * than one menu, and users control the runs they started, so those handlers
 * check the caller's menus themselves: the routes only need a session.
 */

/** Who started a task: a person in the console, a schedule, or an application through the open API. */
export const TASK_SOURCES = ['manual', 'schedule', 'openApi'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];
export const TASK_SOURCE_LABELS: Record<TaskSource, Bilingual> = {
  manual: { zh_CN: '手动', en_US: 'Manual' },
  schedule: { zh_CN: '调度', en_US: 'Schedule' },
  openApi: { zh_CN: '开放接口', en_US: 'Open API' },
};

/** A screen recording of the run (`GET /task/recording?id=`). */
export const taskRecordingRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploadedAt: timeText,
});
export type TaskRecordingRow = z.infer<typeof taskRecordingRow>;

export const taskFileRow = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  uploadedAt: timeText,
});
export type TaskFileRow = z.infer<typeof taskFileRow>;

export const taskLogLine = z.object({
  seq: z.number().int(),
  time: timeText,
  level: z.enum(['info', 'error']),
  text: z.string(),
});
export type TaskLogLine = z.infer<typeof taskLogLine>;

export const taskRow = z.object({
  id: z.number().int(),
  ...processVersionRef,
  state: z.enum(TaskState),
  /** While stopping: the robot has been told. */
  stopSubmitted: z.boolean(),
  priority: z.enum(Priority),
  source: z.enum(TASK_SOURCES),
  /** The client it was started from (web, designer, ...); empty for schedules and the open API. */
  clientType: z.string(),
  operator: personRef.nullable(),
  operatorName: z.string(),
  scheduleId: z.number().int().nullable(),
  scheduleName: z.string(),
  robotId: z.number().int().nullable(),
  robotName: z.string(),
  ...departmentRef,
  hint: z.union([z.enum(DISPATCH_HINTS), z.literal('')]),
  attempt: z.number().int(),
  retryOf: z.number().int().nullable(),
  progress: z.number().nullable(),
  exitCode: z.number().int().nullable(),
  error: z.string(),
  logCount: z.number().int(),
  fileCount: z.number().int(),
  plannedAt: timeText,
  createdAt: timeText,
  dispatchedAt: timeText.nullable(),
  startedAt: timeText.nullable(),
  finishedAt: timeText.nullable(),
  /** Seconds from creation to the start of the run (or until now while pending). */
  waitSeconds: z.number(),
  /** Seconds of the run (until now while running). */
  runSeconds: z.number().nullable(),
});
export type TaskRow = z.infer<typeof taskRow>;

/**
 * The running screens (console-core.md §2 `/running/index`, `/running/studio`):
 * hidden entries of every identity's menu, reached from the header.
 */
export const RUNNING_MENU_IDS = {
  local: { 1: 1407, 2: 210, 3: 307, 4: 407 },
  studio: { 1: 1408, 2: 212, 3: 308, 4: 408 },
} as const;
const runningKeys = (ids: Record<1 | 2 | 3 | 4, number>) =>
  Object.fromEntries(Object.entries(ids).map(([identity, id]) => [identity, String(id)]));

/** A run in progress on a running screen, with whether the caller may stop it. */
export const runningRow = taskRow.extend({ canStop: z.boolean() });
export type RunningRow = z.infer<typeof runningRow>;

export const taskDetail = taskRow.extend({
  parameters: z.record(z.string(), z.string()),
  waitTimeout: z.number().int(),
  runTimeout: z.number().int(),
  retriesLeft: z.number().int(),
  files: z.array(taskFileRow),
  recordings: z.array(taskRecordingRow),
  /** Business field values the run reported (docs/robot-protocol.md, "Business fields"); passwords masked. */
  fields: z.array(
    z.object({ key: z.string(), name: z.string(), type: z.enum(LOG_FIELD_TYPES), value: z.string() }),
  ),
});
export type TaskDetail = z.infer<typeof taskDetail>;

/** The filters of the task lists (and of their export). */
export const taskFilters = z.object({
  processName: z.string().trim().max(30).optional(),
  operator: z.string().trim().max(50).optional(),
  state: z.enum(TaskState).optional(),
  robotId: rowIdParam.optional(),
  departmentId: rowIdParam.optional(),
  scheduleId: rowIdParam.optional(),
  source: z.enum(TASK_SOURCES).optional(),
  /** A business field (`/field/log/options`) and the value its runs reported: part of the text, or the number. */
  fieldId: rowIdParam.optional(),
  fieldValue: z.string().trim().max(FIELD_VALUE_MAX).optional(),
  /** ISO times bounding the creation time. */
  createdFrom: isoTime.optional(),
  createdTo: isoTime.optional(),
});
const taskListQuery = taskFilters.extend(pageQuery);
export type TaskListQuery = z.input<typeof taskListQuery>;

const runRequest = z.object({
  processId: rowIdParam,
  /** Developers may run any active version; everyone else runs the published one. */
  versionId: rowIdParam.optional(),
  /** Parameter values by name, checked with `validateRunParameters`. */
  parameters: z.record(z.string().max(128), z.string().max(4000)).default({}),
  priority: z.enum(Priority).default('normal'),
  /** Robots the task may go to; empty or omitted: any robot of the process's department. */
  robotIds: z.array(rowIdParam).max(100).default([]),
});
export type RunRequest = z.input<typeof runRequest>;

const taskIdBody = z.object({ taskId: rowIdParam });
/** What a robot names the file it uploads with (`?name=`). */
const uploadName = z.object({ name: z.string().trim().min(1).max(512) });

/** The factory-run permission (PLATFORM_TYPE=factory): the button beside each identity's run button. */
export const FACTORY_RUN_KEYS = {
  1: '1201:factoryRun',
  2: '201:factoryRun',
  3: '302:factoryRun',
  4: '402:factoryRun',
} as const;

export const tasksApi = defineRoutes('tasks', {
  run: {
    path: '/task/run',
    // The run button of each identity's process list.
    permission: { 1: '1201:run', 2: '201:run', 3: '302:run', 4: '402:run' },
    summary: 'Runs a process (its published version; developers any active one) on candidate robots',
    input: runRequest,
    /** With a warning when the process's department has no robot that can run it. */
    result: taskDetail.extend({ robotWarning: z.string().optional() }),
  },
  list: {
    path: '/task/list',
    permission: 'session',
    summary:
      'Runs the caller sees, by process, operator, state, robot, department, schedule, source and time',
    input: taskListQuery,
    result: pageOf(taskRow),
  },
  running: {
    method: 'GET',
    path: '/task/running',
    permission: runningKeys(RUNNING_MENU_IDS.local),
    summary:
      'Runs in progress (offered, running, stopping) on the robots bound to the caller, whoever started them',
    result: z.array(runningRow),
  },
  studioRunning: {
    method: 'GET',
    path: '/task/running/studio',
    permission: runningKeys(RUNNING_MENU_IDS.studio),
    summary: 'Runs in progress that the caller started from the designer client (clientType designer)',
    result: z.array(runningRow),
  },
  export: {
    path: '/task/export',
    permission: '1401:export',
    summary: "The manager's task list as xlsx or CSV, with the list's filters (at most 10000 rows)",
    input: taskFilters.extend({ format: z.enum(EXPORT_FORMATS, { error: 'export.formatRequired' }) }),
    result: z.null(),
    kind: 'download',
  },
  detail: {
    method: 'GET',
    path: '/task/detail',
    permission: 'session',
    summary: 'A run with its parameters, files and recordings',
    input: taskIdBody,
    result: taskDetail,
  },
  logs: {
    path: '/task/logs',
    permission: 'session',
    summary: "A run's log lines, by text and level",
    input: taskIdBody.extend({
      ...pageQuery,
      /** Matches a part of the text. */
      text: z.string().trim().max(200).optional(),
      level: z.enum(['info', 'error']).optional(),
    }),
    result: pageOf(taskLogLine),
  },
  file: {
    method: 'GET',
    path: '/task/file',
    permission: 'session',
    summary: 'A file a run produced',
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
  recording: {
    method: 'GET',
    path: '/task/recording',
    permission: 'session',
    summary: 'A screen recording of a run (ranges supported)',
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
  cancel: {
    path: '/task/cancel',
    permission: 'session',
    summary: 'Cancels a waiting run (managers with the button, or the user who started it)',
    input: taskIdBody,
    result: taskDetail,
  },
  stop: {
    path: '/task/stop',
    permission: 'session',
    summary:
      'Asks the robot to stop a running run (managers with the button, the user who started it, or the user of its robot)',
    input: taskIdBody,
    result: taskDetail,
  },
  robotFile: {
    path: '/robot/task/:taskId/file',
    // The robot's bearer token, checked by the handler.
    permission: 'public',
    summary: 'A robot adds a file its run produced (multipart `file`, `?name=`)',
    input: uploadName,
    result: z.object({ id: z.number().int() }),
    kind: 'upload',
  },
  robotRecording: {
    path: '/robot/task/:taskId/recording',
    permission: 'public',
    summary: 'A robot adds a screen recording of its run (WebM or MP4, multipart `file`, `?name=`)',
    input: uploadName,
    result: z.object({ id: z.number().int() }),
    kind: 'upload',
  },
});
