import { type HousekeeperRow, housekeepersApi } from '@rpa/contracts';
import { queryKeys } from '../components/crud';
import { call } from './call';

export const housekeeperKeys = queryKeys('housekeepers');

/** Desktop stewards (docs/api.md, Housekeepers). */
export interface HousekeeperQuery {
  /** Machine name or alias, "contains". */
  name?: string;
  connection?: HousekeeperRow['connection'];
  departmentId?: number;
}

export const listHousekeepers = (q: HousekeeperQuery & { page: number; size: number }) =>
  call(housekeepersApi.list, q);
export const renameHousekeeper = (id: number, housekeeperAlias: string) =>
  call(housekeepersApi.rename, { id, housekeeperAlias });
export const deleteHousekeepers = (ids: number[]) => call(housekeepersApi.remove, { ids });
