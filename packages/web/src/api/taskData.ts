import { type InputOf, type TaskItemState, taskDataApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud/keys';
import { call, download, upload } from './call';

/** Task data spaces and their items (docs/api.md, Task data). */
export const taskDataKeys = queryKeys('taskData');

export interface TaskDataQuery {
  /** Part of the name. */
  name?: string;
  departmentId?: number;
}

export interface TaskItemQuery {
  state?: TaskItemState;
  /** Part of the reference. */
  reference?: string;
}

export const listSpaces = (q: TaskDataQuery & { page: number; size: number }) => call(taskDataApi.list, q);
export const spaceDetail = (id: number) => call(taskDataApi.detail, { id });
export const addSpace = (body: InputOf<typeof taskDataApi.add>) => call(taskDataApi.add, body);
export const modifySpace = (body: InputOf<typeof taskDataApi.modify>) => call(taskDataApi.modify, body);
export const deleteSpaces = (ids: number[]) => call(taskDataApi.remove, { ids });

export const listItems = (q: TaskItemQuery & { spaceId: number; page: number; size: number }) =>
  call(taskDataApi.records, q);
export const addItem = (body: InputOf<typeof taskDataApi.addRecord>) => call(taskDataApi.addRecord, body);
export const deleteItems = (spaceId: number, ids: number[]) =>
  call(taskDataApi.removeRecords, { spaceId, ids });
export const rerunItems = (spaceId: number, ids: number[]) =>
  call(taskDataApi.rerunRecords, { spaceId, ids });
export const itemTemplate = () => download(taskDataApi.template);
export const importItems =
  (spaceId: number) => (form: FormData, onUploadProgress: (e: AxiosProgressEvent) => void) =>
    // The import dialog shows the failure itself.
    upload(taskDataApi.importRecords, form, { query: { spaceId }, onUploadProgress, silent: true });
