import { componentsApi } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud/keys';
import { call, download, upload } from './call';

/** Custom components (docs/api.md, Custom components). */
export const componentKeys = queryKeys('components');

export interface ComponentQuery {
  /** Part of the project name. */
  name?: string;
}

export const listComponents = (q: ComponentQuery & { page: number; size: number }) =>
  call(componentsApi.list, q);
export const componentDetail = (id: number) => call(componentsApi.detail, { id });
/** Uploads a component package (form field `file`); the dialog shows a refusal itself. */
export const uploadComponent = (form: FormData, onUploadProgress: (e: AxiosProgressEvent) => void) =>
  upload(componentsApi.upload, form, { onUploadProgress, silent: true });
export const downloadComponent = (versionId: number) => download(componentsApi.download, { id: versionId });
export const removeComponentVersion = (versionId: number) =>
  call(componentsApi.removeVersion, { id: versionId });
export const removeComponent = (id: number) => call(componentsApi.remove, { id });
