import type { HousekeeperRow, Page } from '@rpa/contracts';
import { api } from './client';

/** Desktop stewards (docs/api.md, Housekeepers). */
export interface HousekeeperQuery {
  /** Machine name or alias, "contains". */
  name?: string;
  connection?: HousekeeperRow['connection'];
  departmentId?: number;
}

export const listHousekeepers = (q: HousekeeperQuery & { page: number; size: number }) =>
  api().post<Page<HousekeeperRow>>('/rpa/hk/list', q);
export const renameHousekeeper = (id: number, housekeeperAlias: string) =>
  api().post<{ id: number; housekeeperAlias: string }>('/rpa/hk/upname', { id, housekeeperAlias });
export const deleteHousekeepers = (ids: number[]) => api().post<{ deleted: number }>('/rpa/hk/del', { ids });
