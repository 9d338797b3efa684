/** Shared enumerations (console-core.md §1, §3, §4, §9; console-administration.md §3, §4). */

export const Identity = { MANAGER: 1, DEVELOPER: 2, OWNER: 3, USER: 4 } as const;
export type IdentityId = (typeof Identity)[keyof typeof Identity];
export const IDENTITIES: readonly IdentityId[] = [1, 2, 3, 4];

export const ClientType = {
  WEB: 'web',
  DESIGNER: 'designer',
  ASSISTANT: 'assistant',
  ROBOT: 'robot',
  SCENE_ROBOT: 'sceneRobot',
} as const;
export type ClientTypeValue = (typeof ClientType)[keyof typeof ClientType];

/** Process status: edit (0) → pre_release (1) → release (2). */
export const ProcessStatus = { EDIT: 0, PRE_RELEASE: 1, RELEASE: 2 } as const;
export type ProcessStatusValue = (typeof ProcessStatus)[keyof typeof ProcessStatus];

export const VersionOperation = ['release', 'devback', 'appr', 'reject', 'back'] as const;
export type VersionOperationValue = (typeof VersionOperation)[number];

export const TaskState = [
  'pending',
  'running',
  'success',
  'failed',
  'stopping',
  'stopped',
  'pendout',
  'runout',
  'cancelled',
] as const;
export type TaskStateValue = (typeof TaskState)[number];
/** Task states counted as abnormal on dashboards. */
export const ABNORMAL_TASK_STATES: readonly TaskStateValue[] = ['failed', 'pendout', 'runout', 'stopped'];

export const RobotRunState = ['idle', 'running', 'upgrading', 'offline'] as const;
export type RobotRunStateValue = (typeof RobotRunState)[number];

export const LicenceStatus = ['valid', 'invalid', 'machineCodeError', 'expired', 'notEffective'] as const;
export type LicenceStatusValue = (typeof LicenceStatus)[number];

export const LicenceCategory = ['background', 'foreground', 'designer', 'scene'] as const;
export type LicenceCategoryValue = (typeof LicenceCategory)[number];

export const LicenceType = ['formal', 'trial'] as const;

export const Priority = ['urgent', 'normal', 'low'] as const;
export type PriorityValue = (typeof Priority)[number];

/** `queue` (beyond the spec): runs while items wait in a task data space, up to the task count at once. */
export const RunMode = ['timed', 'start', 'resident', 'queue'] as const;

export const AlertLevel = ['info', 'warn', 'error', 'fatal'] as const;

export const OperationAction = [
  'create',
  'modify',
  'delete',
  'login',
  'logout',
  'import',
  'export',
  'upload',
  'download',
  'send',
  'query',
] as const;
export type OperationActionValue = (typeof OperationAction)[number];

export const OperationResult = ['success', 'fail'] as const;

export const PlatformType = ['common', 'factory'] as const;
