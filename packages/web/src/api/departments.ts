import type { DepartmentNode, ImportResult } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { api } from './client';

export interface DepartmentForm {
  name: string;
  code: string;
  sort: number;
  description: string;
}

export const departmentTree = () => api().post<DepartmentNode[]>('/sauth/org/tree');
export const addDepartment = (body: DepartmentForm & { parentId: number }) =>
  api().post<{ id: number }>('/sauth/org/add', body);
export const modifyDepartment = (body: DepartmentForm & { id: number; parentId: number | null }) =>
  api().post<{ id: number }>('/sauth/org/modify', body);
export const deleteDepartment = (id: number) => api().post<null>('/sauth/org/del', { id });
export const departmentTemplate = () =>
  api().send<Blob>({ method: 'GET', url: '/sauth/org/template' }, { file: true, responseType: 'blob' });
export const importDepartments = (form: FormData, onUploadProgress: (e: AxiosProgressEvent) => void) =>
  // The import dialog shows the failure itself.
  api().upload<ImportResult>('/sauth/org/import', form, { onUploadProgress, silent: true });
