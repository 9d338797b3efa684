import type { OplogQuery, OplogRow, Page } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { api } from './client';

export const listOplog = (q: OplogQuery) => api().post<Page<OplogRow>>('/sys/oplog/list', q);

export const exportOplog = (q: OplogQuery, onDownloadProgress: (e: AxiosProgressEvent) => void) =>
  api().send<Blob>(
    { method: 'POST', url: '/sys/oplog/export', data: q },
    { file: true, responseType: 'blob', onDownloadProgress },
  );
