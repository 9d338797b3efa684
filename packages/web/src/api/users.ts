import type { ImportResult, Page, UserDetail, UserFields, UserRow } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { api } from './client';

export interface UserQuery {
  account?: string;
  realName?: string;
  departmentId?: number;
  status?: 'normal' | 'locked';
}

export type NewUser = UserFields & { account: string; password: string; confirmPassword: string };

export const listUsers = (q: UserQuery & { page: number; size: number }) =>
  api().post<Page<UserRow>>('/sauth/user/list', q);
export const userInfo = (id: number) => api().get<UserDetail>('/sauth/user/userInfo', { id });
export const addUser = (body: NewUser) => api().post<UserDetail>('/sauth/user/add', body);
export const modifyUser = (body: UserFields & { id: number }) =>
  api().post<UserDetail>('/sauth/user/modify', body);
export const setUserPassword = (body: { userId: number; password: string; confirmPassword: string }) =>
  api().post<null>('/sauth/user/password', body);
export const resetUserPassword = (userId: number) =>
  api().post<{ password: string }>('/sauth/user/resetPwd', { userId });
export const setUserStatus = (userId: number, status: 'normal' | 'locked') =>
  api().post<null>('/sauth/user/unlock', { userId, status });
export const deleteUsers = (ids: number[]) => api().post<{ deleted: number }>('/sauth/user/del', { ids });
export const selectOrg = (userId: number) =>
  api().post<{ checked: number[]; ownDepartmentId: number }>('/sauth/user/selectOrg', { userId });
export const authorizeSave = (userId: number, orgId: number[]) =>
  api().post<{ checked: number[] }>('/sauth/user/authorizeSave', { userId, orgId });
/** The roles the caller may hand out; with `userId`, also the ones that user holds and may keep. */
export const roleOptions = (userId?: number) =>
  api().post<Array<{ id: number; name: string; identity: number }>>(
    '/sauth/role/options',
    userId ? { userId } : undefined,
  );

export const exportUsers = (q: UserQuery, onDownloadProgress: (e: AxiosProgressEvent) => void) =>
  api().send<Blob>(
    { method: 'POST', url: '/sauth/user/export', data: q },
    { file: true, responseType: 'blob', onDownloadProgress },
  );
export const userTemplate = () =>
  api().send<Blob>({ method: 'GET', url: '/sauth/user/template' }, { file: true, responseType: 'blob' });
export const importUsers = (form: FormData, onUploadProgress: (e: AxiosProgressEvent) => void) =>
  // The import dialog shows the failure itself.
  api().upload<ImportResult>('/sauth/user/import', form, { onUploadProgress, silent: true });
