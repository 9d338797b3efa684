import type {
  ExportFormat,
  PackageUploadResult,
  Page,
  ProcessDetail,
  ProcessRow,
  RobotWarning,
  RunRequest,
  TaskDetail,
  UserProcessDetail,
  UserProcessRow,
  VersionRecordRow,
  VersionRow,
} from '@rpa/contracts';
import { processesApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { call, download } from './call';
import { api } from './client';
import type { CallOptions } from './request';

/** Which identity's calls a screen uses (`/process/<view>/...`). */
export type ProcessView = 'dev' | 'owner' | 'manager' | 'user';

export interface ProcessQuery {
  name?: string;
  keyword?: string;
  status?: 0 | 1 | 2;
  departmentId?: number;
  audit?: boolean;
}

export const listProcesses = (
  view: Exclude<ProcessView, 'user'>,
  q: ProcessQuery & { page: number; size: number },
) => api().post<Page<ProcessRow>>(`/process/${view}/list`, q);
export const listUserProcesses = (q: ProcessQuery & { page: number; size: number }) =>
  api().post<Page<UserProcessRow>>('/process/user/list', q);
export const processDetail = (view: Exclude<ProcessView, 'user'>, id: number, opts?: CallOptions) =>
  api().get<ProcessDetail>(`/process/${view}/detail`, { id }, opts);
export const userProcessDetail = (id: number, opts?: CallOptions) =>
  api().get<UserProcessDetail>('/process/user/detail', { id }, opts);
export const listVersions = (view: Exclude<ProcessView, 'user'>, processId: number, page = 1, size = 10) =>
  api().post<Page<VersionRow>>(`/process/${view}/versions`, { processId, page, size });
export const listRecords = (
  view: Exclude<ProcessView, 'user'>,
  q: { processId?: number; type?: string; page: number; size: number },
) => api().post<Page<VersionRecordRow>>(`/process/${view}/records`, q);

export const uploadPackage = (
  form: FormData,
  processId: number | undefined,
  onUploadProgress: (e: AxiosProgressEvent) => void,
) =>
  api().send<PackageUploadResult>(
    { method: 'POST', url: '/process/dev/upload', data: form, params: processId ? { processId } : undefined },
    // The upload dialog shows the failure itself.
    { file: true, onUploadProgress, silent: true },
  );
export const modifyProcess = (body: Record<string, unknown> & { id: number }) =>
  api().post<ProcessDetail>('/process/dev/modify', body);
export const uploadIcon = (id: number, form: FormData) =>
  api().send<ProcessDetail>(
    { method: 'POST', url: '/process/dev/icon', data: form, params: { id } },
    { file: true },
  );
export const ownerOptions = () => call(processesApi.owners);
export const publishVersion = (body: { versionId: number; ownerId: number; introduction?: string }) =>
  api().post<VersionRow & RobotWarning>('/process/dev/publish', body);
export const withdrawVersion = (versionId: number) =>
  api().post<VersionRow>('/process/dev/withdraw', { versionId });
export const deleteVersion = (versionId: number) =>
  api().post<{ processDeleted: boolean }>('/process/dev/delete', { versionId });
export const auditVersion = (action: 'approve' | 'reject' | 'back', versionId: number, reason?: string) =>
  api().post<VersionRow>(
    `/process/owner/${action}`,
    action === 'approve' ? { versionId } : { versionId, reason },
  );
/** The manager's delete of a whole process (refused while a version awaits its owner). */
export const deleteProcess = (id: number) => call(processesApi.managerDelete, { id });
export const assignableUsers = () => call(processesApi.assignable);
export const assignUsers = (processId: number, userIds: number[]) =>
  api().post<ProcessDetail & RobotWarning>('/process/owner/assign', { processId, userIds });

export const downloadPackage = (view: 'dev' | 'owner', versionId: number) =>
  api().send<Blob>(
    { method: 'GET', url: `/process/${view}/download`, params: { versionId } },
    { file: true, responseType: 'blob' },
  );
export const exportProcesses = (view: ProcessView, q: ProcessQuery & { format: ExportFormat }) =>
  api().send<Blob>(
    { method: 'POST', url: `/process/${view}/export`, data: q },
    { file: true, responseType: 'blob' },
  );
/** An icon is small: the ordinary timeout, not a file call's. */
export const processIcon = (id: number) => download(processesApi.icon, { id }, { silent: true, file: false });

export const runProcess = (body: RunRequest & { versionId?: number }) =>
  api().post<TaskDetail & RobotWarning>('/task/run', body);
