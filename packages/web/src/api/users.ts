import { type InputOf, rolesApi, type UserFields, type userQuery, usersApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import { queryKeys } from '../components/crud/keys';
import { call, download, upload } from './call';

export type UserQuery = z.input<typeof userQuery>;
/** The user lists' and details' query keys. */
export const userKeys = queryKeys('users');

export type NewUser = InputOf<typeof usersApi.add>;

export const listUsers = (q: InputOf<typeof usersApi.list>) => call(usersApi.list, q);
export const userInfo = (id: number) => call(usersApi.userInfo, { id });
export const addUser = (body: NewUser) => call(usersApi.add, body);
export const modifyUser = (body: UserFields & { id: number }) => call(usersApi.modify, body);
export const setUserPassword = (body: InputOf<typeof usersApi.password>) => call(usersApi.password, body);
export const resetUserPassword = (userId: number) => call(usersApi.resetPwd, { userId });
export const setUserStatus = (userId: number, status: 'normal' | 'locked') =>
  call(usersApi.unlock, { userId, status });
export const deleteUsers = (ids: number[]) => call(usersApi.remove, { ids });
export const selectOrg = (userId: number) => call(usersApi.selectOrg, { userId });
export const authorizeSave = (userId: number, orgId: number[]) =>
  call(usersApi.authorizeSave, { userId, orgId });
/** The roles the caller may hand out; with `userId`, also the ones that user holds and may keep. */
export const roleOptions = (userId?: number) => call(rolesApi.options, userId ? { userId } : undefined);

export const exportUsers = (q: UserQuery, onDownloadProgress: (e: AxiosProgressEvent) => void) =>
  download(usersApi.export, q, { onDownloadProgress });
export const userTemplate = () => download(usersApi.template);
export const importUsers = (form: FormData, onUploadProgress: (e: AxiosProgressEvent) => void) =>
  // The import dialog shows the failure itself.
  upload(usersApi.import, form, { onUploadProgress, silent: true });
