import { applicationsApi, type InputOf } from '@rpa/contracts';
import { queryKeys } from '../components/crud/keys';
import { call } from './call';

/** Applications (menu 1801): the callers of the open API, with their AppKey and AppSecret. */
export const applicationKeys = queryKeys('applications');

export interface ApplicationQuery {
  /** Part of the name. */
  name?: string;
  /** Part of the AppKey. */
  appKey?: string;
  departmentId?: number;
}

export const listApplications = (q: ApplicationQuery & { page: number; size: number }) =>
  call(applicationsApi.list, q);
export const applicationDetail = (id: number) => call(applicationsApi.detail, { id });
export const addApplication = (body: InputOf<typeof applicationsApi.add>) => call(applicationsApi.add, body);
export const modifyApplication = (body: InputOf<typeof applicationsApi.modify>) =>
  call(applicationsApi.modify, body);
export const resetApplicationSecret = (id: number) => call(applicationsApi.resetSecret, { id });
export const deleteApplications = (ids: number[]) => call(applicationsApi.remove, { ids });
