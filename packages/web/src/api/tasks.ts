import { type ExportFormat, type InputOf, type TaskListQuery, tasksApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud';
import { call, download } from './call';

export const taskKeys = queryKeys('tasks');

export const listTasks = (q: TaskListQuery & { page: number; size: number }) => call(tasksApi.list, q);
/** The manager's task list as xlsx or CSV, with the list's filters (at most 10000 rows). */
export const exportTasks = (
  q: TaskListQuery & { format: ExportFormat },
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
) => download(tasksApi.export, q, { onDownloadProgress });
export const taskDetail = (taskId: number) => call(tasksApi.detail, { taskId });
export const taskLogs = (q: InputOf<typeof tasksApi.logs> & { page: number; size: number }) =>
  call(tasksApi.logs, q);
export const cancelTask = (taskId: number) => call(tasksApi.cancel, { taskId });
export const stopTask = (taskId: number) => call(tasksApi.stop, { taskId });
export const taskFile = (id: number) => download(tasksApi.file, { id });
export const taskRecording = (id: number) => download(tasksApi.recording, { id });
/** The running screens: what runs on the caller's robots, or what they started from the designer. */
export const runningTasks = (view: 'local' | 'studio') =>
  call(view === 'local' ? tasksApi.running : tasksApi.studioRunning, undefined);
