import { fieldsApi, type InputOf, type LogFieldType } from '@rpa/contracts';
import { queryKeys } from '../components/crud/keys';
import { call } from './call';

/** Custom fields (docs/api.md, Custom fields): process log fields and service parameters. */
export const logFieldKeys = queryKeys('logFields');
export const serviceKeys = queryKeys('serviceParameters');

export interface LogFieldQuery {
  name?: string;
  key?: string;
  type?: LogFieldType;
  processId?: number;
}
export interface ServiceQuery {
  processId?: number;
  user?: string;
}

export const listLogFields = (q: LogFieldQuery & { page: number; size: number }) =>
  call(fieldsApi.logList, q);
export const logFieldOptions = (processId?: number) => call(fieldsApi.logOptions, { processId });
export const addLogField = (body: InputOf<typeof fieldsApi.logAdd>) => call(fieldsApi.logAdd, body);
export const modifyLogField = (body: InputOf<typeof fieldsApi.logModify>) => call(fieldsApi.logModify, body);
export const deleteLogFields = (ids: number[]) => call(fieldsApi.logRemove, { ids });
export const fieldProcesses = () => call(fieldsApi.processChoices, undefined);
export const fieldUsers = (search?: string) => call(fieldsApi.userChoices, { search });
export const listServiceParameters = (q: ServiceQuery & { page: number; size: number }) =>
  call(fieldsApi.serviceList, q);
export const addServiceParameters = (body: InputOf<typeof fieldsApi.serviceAdd>) =>
  call(fieldsApi.serviceAdd, body);
export const modifyServiceParameters = (body: InputOf<typeof fieldsApi.serviceModify>) =>
  call(fieldsApi.serviceModify, body);
export const deleteServiceParameters = (ids: number[]) => call(fieldsApi.serviceRemove, { ids });
