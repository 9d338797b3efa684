import { type InputOf, type VariableAccessAction, variablesApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud/keys';
import { call, download } from './call';

/** Variables (docs/api.md, Variables). */
export const variableKeys = queryKeys('variables');

export interface VariableQuery {
  /** Part of the name. */
  name?: string;
  type?: 'text' | 'password';
  departmentId?: number;
}

export interface AccessQuery {
  action?: VariableAccessAction;
}

export const listVariables = (q: VariableQuery & { page: number; size: number }) =>
  call(variablesApi.list, q);
export const variableDetail = (id: number) => call(variablesApi.detail, { id });
export const addVariable = (body: InputOf<typeof variablesApi.add>) => call(variablesApi.add, body);
export const modifyVariable = (body: InputOf<typeof variablesApi.modify>) => call(variablesApi.modify, body);
export const deleteVariables = (ids: number[]) => call(variablesApi.remove, { ids });
export const accessRecords = (q: AccessQuery & { variableId: number; page: number; size: number }) =>
  call(variablesApi.accessRecords, q);
export const exportAccessRecords = (
  q: AccessQuery & { variableId: number },
  onDownloadProgress: (e: AxiosProgressEvent) => void,
) => download(variablesApi.exportAccessRecords, q, { onDownloadProgress });
