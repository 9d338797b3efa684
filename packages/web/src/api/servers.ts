import type { Page, ServerNodeRow } from '@rpa/contracts';
import { api } from './client';

/** Server nodes (docs/api.md, Servers): each registers itself and beats. */
export const listServers = (q: { page: number; size: number }) =>
  api().post<Page<ServerNodeRow>>('/sys/server/list', q);
/** Only stopped nodes can be removed; a running one is refused. */
export const deleteServers = (ids: string[]) => api().post<{ deleted: number }>('/sys/server/del', { ids });
