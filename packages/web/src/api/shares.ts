import { type ShareDays, sharesApi } from '@rpa/contracts';
import { call, download } from './call';

export const createShare = (taskId: number, days: ShareDays) => call(sharesApi.create, { taskId, days });
export const listShares = (page: number, size: number) => call(sharesApi.list, { page, size });
export const deleteShare = (id: number) => call(sharesApi.remove, { id });
/** Public: the link and the code are the only credentials. */
export const openShare = (publicId: string, code: string) =>
  call(sharesApi.open, { publicId, code }, { silent: true });
export const sharedRecording = (publicId: string, code: string, recordingId: number) =>
  download(sharesApi.recording, { publicId, code, recordingId }, { silent: true });
