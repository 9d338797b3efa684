import { type DepartmentForm, departmentsApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { call, download, upload } from './call';

export type { DepartmentForm };

export const departmentTree = () => call(departmentsApi.tree);
export const addDepartment = (body: DepartmentForm & { parentId: number }) => call(departmentsApi.add, body);
export const modifyDepartment = (body: DepartmentForm & { id: number; parentId: number | null }) =>
  call(departmentsApi.modify, body);
export const deleteDepartment = (id: number) => call(departmentsApi.remove, { id });
export const departmentTemplate = () => download(departmentsApi.template);
export const importDepartments = (form: FormData, onUploadProgress: (e: AxiosProgressEvent) => void) =>
  // The import dialog shows the failure itself.
  upload(departmentsApi.import, form, { onUploadProgress, silent: true });
