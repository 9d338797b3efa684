import {
  type InputOf,
  type UpgradePackageFields,
  type UpgradeResultState,
  type UpgradeTaskStatus,
  upgradesApi,
} from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud/keys';
import { call, upload } from './call';

/** Upgrade management: robot upgrade packages and upgrade tasks (docs/api.md, Upgrades). */
export const upgradeKeys = queryKeys('upgrades');

type Paging = { page: number; size: number };

export interface PackageQuery {
  /** Part of the name. */
  name?: string;
}

export interface UpgradeTaskQuery {
  /** Part of the name. */
  name?: string;
  status?: UpgradeTaskStatus;
}

export interface ResultQuery {
  state?: UpgradeResultState;
}

export interface UpgradeRobotQuery {
  departmentId?: number;
  /** Part of the number or the alias. */
  keyword?: string;
}

type Progress = (e: AxiosProgressEvent) => void;

export const listPackages = (q: PackageQuery & Paging) => call(upgradesApi.packages, q);
export const packageDetail = (id: number) => call(upgradesApi.packageDetail, { id });
export const removePackage = (id: number) => call(upgradesApi.removePackage, { id });

/** Has the server read a package file (form field `file`) without storing it; the wizard shows a refusal itself. */
export const checkPackage = (form: FormData, onUploadProgress: Progress) =>
  upload(upgradesApi.checkPackage, form, { onUploadProgress, silent: true });

/** Adds a package: the file in the form, its name and remarks in the signed query; the wizard shows a refusal itself. */
export const addPackage = (form: FormData, fields: UpgradePackageFields, onUploadProgress: Progress) =>
  upload(upgradesApi.addPackage, form, { query: fields, onUploadProgress, silent: true });

export const listUpgradeTasks = (q: UpgradeTaskQuery & Paging) => call(upgradesApi.tasks, q);
export const upgradeTaskDetail = (id: number) => call(upgradesApi.taskDetail, { id });
export const upgradeResults = (q: ResultQuery & { id: number } & Paging) => call(upgradesApi.results, q);
export const upgradeRobots = (q: UpgradeRobotQuery & Paging) => call(upgradesApi.robots, q);

export interface FleetQuery {
  /** Of each robot's latest upgrade. */
  state?: UpgradeResultState;
  /** Part of the number or the alias. */
  keyword?: string;
}
/** The robots of the caller's departments and their latest upgrade (the `/upgrade` page). */
export const upgradeFleet = (q: FleetQuery & Paging) => call(upgradesApi.fleet, q);

/** Creates a task; the wizard shows a refusal by the field it concerns. */
export const addUpgradeTask = (body: InputOf<typeof upgradesApi.addTask>) =>
  call(upgradesApi.addTask, body, { silent: true });
export const enableUpgradeTask = (id: number, enabled: boolean) =>
  call(upgradesApi.enableTask, { id, enabled });
export const removeUpgradeTask = (id: number) => call(upgradesApi.removeTask, { id });
