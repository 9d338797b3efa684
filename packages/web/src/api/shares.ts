import type { Page, ShareCreated, SharedRecord, ShareRow } from '@rpa/contracts';
import { api } from './client';

export const createShare = (taskId: number, days: number) =>
  api().post<ShareCreated>('/share/create', { taskId, days });
export const listShares = (page: number, size: number) =>
  api().post<Page<ShareRow>>('/share/list', { page, size });
export const deleteShare = (id: number) => api().post<null>('/share/delete', { id });
/** Public: the link and the code are the only credentials. */
export const openShare = (publicId: string, code: string) =>
  api().post<SharedRecord>('/share/open', { publicId, code }, { silent: true });
export const sharedRecording = (publicId: string, code: string, recordingId: number) =>
  api().send<Blob>(
    { method: 'POST', url: '/share/recording', data: { publicId, code, recordingId } },
    { file: true, responseType: 'blob', silent: true },
  );
