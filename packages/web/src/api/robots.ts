import {
  type InputOf,
  machineKeysApi,
  type ResultOf,
  type RobotListQuery,
  type RobotModify,
  type RobotRecordQuery,
  robotsApi,
} from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud';
import { call, download } from './call';

/** Robots (docs/api.md, Robots): list, detail, changes, batches, export, records and scene processes. */

export const robotKeys = queryKeys('robots');
export const listRobots = (q: RobotListQuery & { page: number; size: number }) => call(robotsApi.list, q);
export const robotDetail = (id: number) => call(robotsApi.detail, { id });
/** The same detail by robot number (case does not count). */
export const robotInfo = (robotsNo: string) => call(robotsApi.info, { robotsNo });
export const agentVersions = () => call(robotsApi.versions);
export const modifyRobot = (body: RobotModify) => call(robotsApi.modify, body);
/** `clientPwd` is RSA-encrypted like sign-in passwords. */
export const robotPassword = (ids: number[], clientPwd: string) =>
  call(robotsApi.password, { ids, clientPwd });
export const unbindRobots = (ids: number[]) => call(robotsApi.unbind, { ids });
export const deleteRobots = (ids: number[]) => call(robotsApi.remove, { ids });
export const licenceOptions = (category?: InputOf<typeof robotsApi.licences>['category']) =>
  call(robotsApi.licences, category ? { category } : {});
export const authoriseRobots = (ids: number[], newLicSn: string) =>
  call(robotsApi.authorise, { ids, newLicSn });
export const transferRobots = (ids: number[], orgCode: string) => call(robotsApi.transfer, { ids, orgCode });
export const exportRobots = (q: RobotListQuery, onDownloadProgress: (e: AxiosProgressEvent) => void) =>
  download(robotsApi.export, q, { onDownloadProgress });
export const robotRecords = (q: RobotRecordQuery & { page: number; size: number }) =>
  call(robotsApi.records, q);
/** Robots of the caller's departments, to choose those allowed a variable or a task data space. */
export const robotChoices = () => call(robotsApi.studioList);

/** Scene robots: the processes bound to one, and those that can be. */
export type SceneDetail = ResultOf<typeof robotsApi.sceneDetail>;
export const sceneDetail = (id: number) => call(robotsApi.sceneDetail, { id });
export const bindProcesses = (id: number, processIds: number[]) =>
  call(robotsApi.bindProcesses, { id, processIds });
export const unbindProcesses = (id: number, processIds: number[]) =>
  call(robotsApi.unbindProcesses, { id, processIds });
export const sceneProcessOptions = (q: { id: number; name?: string; page: number; size: number }) =>
  call(robotsApi.sceneProcesses, q);

/** Machine keys of the caller's departments (docs/robot-protocol.md, "Authentication and registration"). */
export const machineKeyKeys = queryKeys('machineKeys');
export const listMachineKeys = () => call(machineKeysApi.list);
/** The answer carries the key itself: the only time it is shown. */
export const addMachineKey = (body: InputOf<typeof machineKeysApi.add>) => call(machineKeysApi.add, body);
export const revokeMachineKey = (id: number) => call(machineKeysApi.revoke, { id });

/** Robots waiting for approval: new robot numbers that came without a machine key. */
export const robotRequests = () => call(robotsApi.requests);
export const approveRobots = (ids: number[]) => call(robotsApi.approve, { ids });
export const rejectRobots = (ids: number[]) => call(robotsApi.reject, { ids });
