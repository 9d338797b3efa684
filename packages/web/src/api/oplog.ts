import { type OplogQuery, oplogApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { call, download } from './call';

export const listOplog = (q: OplogQuery) => call(oplogApi.list, q);

export const exportOplog = (q: OplogQuery, onDownloadProgress: (e: AxiosProgressEvent) => void) =>
  download(oplogApi.export, q, { onDownloadProgress });
