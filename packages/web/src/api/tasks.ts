import type { ExportFormat, Page, TaskDetail, TaskListQuery, TaskLogLine, TaskRow } from '@rpa/contracts';
import { api } from './client';

export const listTasks = (q: TaskListQuery & { page: number; size: number }) =>
  api().post<Page<TaskRow>>('/task/list', q);
/** The manager's task list as xlsx or CSV, with the list's filters (at most 10000 rows). */
export const exportTasks = (q: TaskListQuery & { format: ExportFormat }) =>
  api().send<Blob>({ method: 'POST', url: '/task/export', data: q }, { file: true, responseType: 'blob' });
export const taskDetail = (taskId: number) => api().get<TaskDetail>('/task/detail', { taskId });
export const taskLogs = (q: {
  taskId: number;
  page: number;
  size: number;
  text?: string;
  level?: 'info' | 'error';
}) => api().post<Page<TaskLogLine>>('/task/logs', q);
export const cancelTask = (taskId: number) => api().post<TaskDetail>('/task/cancel', { taskId });
export const stopTask = (taskId: number) => api().post<TaskDetail>('/task/stop', { taskId });
export const taskFile = (id: number) =>
  api().send<Blob>(
    { method: 'GET', url: '/task/file', params: { id } },
    { file: true, responseType: 'blob' },
  );
export const taskRecording = (id: number) =>
  api().send<Blob>(
    { method: 'GET', url: '/task/recording', params: { id } },
    { file: true, responseType: 'blob' },
  );
