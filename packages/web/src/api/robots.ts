import {
  type InputOf,
  type LicenceOption,
  machineKeysApi,
  type Page,
  type RobotBatchResult,
  type RobotDetail,
  type RobotListQuery,
  type RobotModify,
  type RobotRecordQuery,
  type RobotRecordRow,
  type RobotRequestRow,
  type RobotRow,
  type SceneProcess,
  type SceneProcessOption,
} from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { call } from './call';
import { api } from './client';

/** Robots (docs/api.md, Robots): list, detail, changes, batches, export, records and scene processes. */

export const listRobots = (q: RobotListQuery & { page: number; size: number }) =>
  api().post<Page<RobotRow>>('/rpa/cdaAgent/list', q);
export const robotDetail = (id: number) => api().post<RobotDetail>('/rpa/cdaAgent/detail', { id });
/** The same detail by robot number (case does not count). */
export const robotInfo = (robotsNo: string) =>
  api().get<RobotDetail>('/rpa/cdaAgent/agentInfo', { robotsNo });
export const agentVersions = () => api().get<string[]>('/rpa/cdaAgent/agentVersions');
export const modifyRobot = (body: RobotModify) =>
  api().post<{ id: number; alias?: string; resolution?: string }>('/rpa/cdaAgent/modify', body);
/** `clientPwd` is RSA-encrypted like sign-in passwords. */
export const robotPassword = (ids: number[], clientPwd: string) =>
  api().post<RobotBatchResult>('/rpa/cdaAgent/updatePw', { ids, clientPwd });
export const unbindRobots = (ids: number[]) => api().post<RobotBatchResult>('/rpa/cdaAgent/unbind', { ids });
export const deleteRobots = (ids: number[]) => api().post<RobotBatchResult>('/rpa/cdaAgent', { ids });
export const licenceOptions = (category?: string) =>
  api().post<LicenceOption[]>('/rpa/cdaAgent/liclist', category ? { category } : {});
export const authoriseRobots = (ids: number[], newLicSn: string) =>
  api().post<RobotBatchResult>('/rpa/cdaAgent/transformLic', { ids, newLicSn });
export const transferRobots = (ids: number[], orgCode: string) =>
  api().post<RobotBatchResult>('/rpa/cdaAgent/transformOrgDef', { ids, orgCode });
export const exportRobots = (q: RobotListQuery, onDownloadProgress: (e: AxiosProgressEvent) => void) =>
  api().send<Blob>(
    { method: 'POST', url: '/rpa/cdaAgent/export', data: q },
    { file: true, responseType: 'blob', onDownloadProgress },
  );
export const robotRecords = (q: RobotRecordQuery & { page: number; size: number }) =>
  api().post<Page<RobotRecordRow>>('/rpa/opglog/list', q);

/** Scene robots: the processes bound to one, and those that can be. */
export interface SceneDetail {
  id: number;
  robotsNo: string;
  alias: string;
  processes: SceneProcess[];
}
export const sceneDetail = (id: number) => api().get<SceneDetail>('/rpa/cdaAgent/scenedetail', { id });
export const bindProcesses = (id: number, processIds: number[]) =>
  api().post<{ id: number; processes: SceneProcess[] }>('/rpa/cdaAgent/bindProc', { id, processIds });
export const unbindProcesses = (id: number, processIds: number[]) =>
  api().post<{ id: number; processes: SceneProcess[] }>('/rpa/cdaAgent/unbindProc', { id, processIds });
export const sceneProcessOptions = (q: { id: number; name?: string; page: number; size: number }) =>
  api().post<Page<SceneProcessOption>>('/rpa/processes/sceneProcList', q);

/** Machine keys of the caller's departments (docs/robot-protocol.md, "Authentication and registration"). */
export const listMachineKeys = () => call(machineKeysApi.list);
/** The answer carries the key itself: the only time it is shown. */
export const addMachineKey = (body: InputOf<typeof machineKeysApi.add>) => call(machineKeysApi.add, body);
export const revokeMachineKey = (id: number) => call(machineKeysApi.revoke, { id });

/** Robots waiting for approval: new robot numbers that came without a machine key. */
export const robotRequests = () => api().get<RobotRequestRow[]>('/rpa/cdaAgent/requests');
export const approveRobots = (ids: number[]) =>
  api().post<RobotBatchResult>('/rpa/cdaAgent/approve', { ids });
export const rejectRobots = (ids: number[]) => api().post<RobotBatchResult>('/rpa/cdaAgent/reject', { ids });
