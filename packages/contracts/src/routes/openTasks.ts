import { z } from 'zod';
import { Priority, TaskState } from '../enums';
import { processParameterSchema } from '../processes';
import { defineRoutes } from '../route';
import { departmentRef, emptyAsOmitted, idQuery, isoTime, pagedList } from '../schemas';
import { rowIdParam } from '../text';
import { taskDetail, taskLogLine, taskRow } from './tasks';

/**
 * The open API's runs (docs/open-api.md): an application lists the published
 * processes of its department and sub-departments, starts runs of them,
 * reads, lists, cancels and stops their tasks, with the same rules as the
 * console's run dialog and task lists.
 */

/** The `Idempotency-Key` header of a run: 1-128 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,128}$/;
/** How long a key returns its first task instead of starting another run. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const openProcessRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The published version a run starts. */
  versionId: z.number().int(),
  versionNumber: z.string(),
  ...departmentRef,
  /** What a run takes, as the run dialog shows it. */
  parameters: z.array(processParameterSchema),
});
export type OpenProcessRow = z.infer<typeof openProcessRow>;

const openRun = z.object({
  processId: rowIdParam,
  /** Parameter values by name, checked as the run dialog checks them. */
  parameters: z.record(z.string().max(128), z.string().max(4000)).default({}),
  priority: z.enum(Priority).default('normal'),
  /** Robots the task may go to; empty or omitted: any robot of the process's department. */
  robotIds: z.array(rowIdParam).max(100).default([]),
});

const taskIdBody = z.object({ taskId: rowIdParam });

export const openTasksApi = defineRoutes('open', {
  processes: pagedList({
    path: '/open/process/list',
    permission: 'application',
    summary: "Published processes of the application's departments, with their run parameters",
    filters: { name: emptyAsOmitted(z.string().trim().max(30)) },
    row: openProcessRow,
  }),
  run: {
    path: '/open/task/run',
    permission: 'application',
    summary:
      'Starts a run of a published process; a repeated Idempotency-Key header answers the first task (repeated: true) for 24 hours',
    input: openRun,
    result: taskDetail.extend({ repeated: z.boolean() }),
  },
  detail: {
    path: '/open/task/detail',
    permission: 'application',
    summary:
      'A task of the application’s departments: state, times, robot, result, parameters and produced files',
    input: taskIdBody,
    result: taskDetail,
  },
  logs: pagedList({
    path: '/open/task/logs',
    permission: 'application',
    summary: "A page of a task's log lines, oldest first",
    filters: { taskId: rowIdParam },
    row: taskLogLine,
  }),
  list: pagedList({
    path: '/open/task/list',
    permission: 'application',
    summary: "Tasks of the application's departments by state, process and creation time, newest first",
    filters: {
      state: emptyAsOmitted(z.enum(TaskState)),
      processId: emptyAsOmitted(rowIdParam),
      createdFrom: emptyAsOmitted(isoTime),
      createdTo: emptyAsOmitted(isoTime),
    },
    row: taskRow,
  }),
  file: {
    method: 'GET',
    path: '/open/task/file',
    permission: 'application',
    summary: "A file a task of the application's departments produced (its id from the task's files)",
    input: idQuery,
    result: z.null(),
    kind: 'download',
  },
  cancel: {
    path: '/open/task/cancel',
    permission: 'application',
    summary: 'Cancels a task that waits for a robot',
    input: taskIdBody,
    result: taskDetail,
  },
  stop: {
    path: '/open/task/stop',
    permission: 'application',
    summary: 'Stops a running task: its robot is told to stop it',
    input: taskIdBody,
    result: taskDetail,
  },
});
