import { type FilePlace, type FileTab, type FileType, filesApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud/keys';
import { call, download, upload } from './call';

/** Files (docs/api.md, Files). */
export const fileKeys = queryKeys('files');

export interface FileQuery {
  tab: FileTab;
  /** Part of the name. */
  name?: string;
  type?: FileType;
  processId?: number;
  /** The last operation's time, ISO. */
  from?: string;
  to?: string;
  showTest?: boolean;
}

/** Where uploaded or copied files go. */
export interface Destination {
  place: FilePlace;
  processId?: number;
}

type Paging = { page: number; size: number };

export const listFiles = (q: FileQuery & Paging) => call(filesApi.list, q);
export const fileProcesses = () => call(filesApi.processes);
export const downloadFile = (id: number) => download(filesApi.download, { id });
export const copyFiles = (ids: number[], to: Destination) => call(filesApi.copy, { ids, ...to });
export const describeFile = (id: number, description: string) => call(filesApi.describe, { id, description });
export const deleteFiles = (ids: number[]) => call(filesApi.remove, { ids });
export const fileHistory = (q: { fileId: number } & Paging) => call(filesApi.operations, q);

/**
 * Sends a batch (the form holds `manifest` first, then the files); the
 * destination, description and test flag go in the signed query. The dialog
 * shows a refusal itself.
 */
export const uploadFiles = (
  form: FormData,
  to: Destination & { description?: string; test: boolean },
  onUploadProgress: (e: AxiosProgressEvent) => void,
) =>
  upload(filesApi.upload, form, {
    query: {
      place: to.place,
      ...(to.place === 'process' ? { processId: to.processId } : {}),
      ...(to.description ? { description: to.description } : {}),
      test: to.test ? 'true' : 'false',
    },
    onUploadProgress,
    silent: true,
  });
