import { type OplogQuery, oplogApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud';
import { call, download } from './call';

export const oplogKeys = queryKeys('oplog');

export const listOplog = (q: OplogQuery) => call(oplogApi.list, q);

export const exportOplog = (q: OplogQuery, onDownloadProgress: (e: AxiosProgressEvent) => void) =>
  download(oplogApi.export, q, { onDownloadProgress });
