import type { ExportFormat, InputOf, VersionRecordType } from '@rpa/contracts';
import { processesApi, processReads, tasksApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud';
import { call, download, upload } from './call';
import type { CallOptions } from './request';

export const processKeys = queryKeys('processes');

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
) => call(processReads[view].list, q);
export const listUserProcesses = (q: ProcessQuery & { page: number; size: number }) =>
  call(processesApi.userList, q);
export const processDetail = (view: Exclude<ProcessView, 'user'>, id: number, opts?: CallOptions) =>
  call(processReads[view].detail, { id }, opts);
export const userProcessDetail = (id: number, opts?: CallOptions) =>
  call(processesApi.userDetail, { id }, opts);
export const listVersions = (view: Exclude<ProcessView, 'user'>, processId: number, page = 1, size = 10) =>
  call(processReads[view].versions, { processId, page, size });
export const listRecords = (
  view: Exclude<ProcessView, 'user'>,
  q: { processId?: number; type?: VersionRecordType; page: number; size: number },
) => call(processReads[view].records, q);

/** Uploads a package; with `processId` (in the query) as a new version of that process. */
export const uploadPackage = (
  form: FormData,
  processId: number | undefined,
  onUploadProgress: (e: AxiosProgressEvent) => void,
) =>
  // The upload dialog shows the failure itself.
  upload(processesApi.upload, form, {
    query: processId ? { processId } : undefined,
    onUploadProgress,
    silent: true,
  });
export const modifyProcess = (body: InputOf<typeof processesApi.modify>) => call(processesApi.modify, body);
/** Replaces the icon of process `id` (named in the query). */
export const uploadIcon = (id: number, form: FormData) =>
  upload(processesApi.uploadIcon, form, { query: { id } });
export const ownerOptions = () => call(processesApi.owners);
export const publishVersion = (body: { versionId: number; ownerId: number; introduction?: string }) =>
  call(processesApi.publish, body);
export const withdrawVersion = (versionId: number) => call(processesApi.withdraw, { versionId });
export const deleteVersion = (versionId: number) => call(processesApi.delete, { versionId });
export const auditVersion = (action: 'approve' | 'reject' | 'back', versionId: number, reason?: string) =>
  action === 'approve'
    ? call(processesApi.approve, { versionId })
    : call(processesApi[action], { versionId, reason: reason ?? '' });
/** The manager's delete of a whole process (refused while a version awaits its owner). */
export const deleteProcess = (id: number) => call(processesApi.managerDelete, { id });
export const assignableUsers = () => call(processesApi.assignable);
export const assignUsers = (processId: number, userIds: number[]) =>
  call(processesApi.assign, { processId, userIds });

export const downloadPackage = (view: 'dev' | 'owner', versionId: number) =>
  download(view === 'dev' ? processesApi.devDownload : processesApi.ownerDownload, { versionId });
export const exportProcesses = (
  view: ProcessView,
  q: ProcessQuery & { format: ExportFormat },
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
) =>
  download(view === 'user' ? processesApi.userExport : processReads[view].export, q, { onDownloadProgress });
/** An icon is small: the ordinary timeout, not a file call's. */
export const processIcon = (id: number) => download(processesApi.icon, { id }, { silent: true, file: false });

export const runProcess = (body: InputOf<typeof tasksApi.run>) => call(tasksApi.run, body);
