import { type ShareDays, sharesApi } from '@rpa/contracts';
import { queryKeys } from '../components/crud';
import { call, download } from './call';

export const shareKeys = queryKeys('shares');

export const createShare = (taskId: number, days: ShareDays) => call(sharesApi.create, { taskId, days });
export const listShares = (q: { page: number; size: number }) => call(sharesApi.list, q);
export const deleteShare = (id: number) => call(sharesApi.remove, { id });
/** Public: the link and the code are the only credentials. */
export const openShare = (publicId: string, code: string) =>
  call(sharesApi.open, { publicId, code }, { silent: true });
export const sharedRecording = (publicId: string, code: string, recordingId: number) =>
  download(sharesApi.recording, { publicId, code, recordingId }, { silent: true });
