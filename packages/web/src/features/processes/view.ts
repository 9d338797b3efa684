import { Identity, type IdentityId, type ProcessParameter, type RunParameterIssue } from '@rpa/contracts';
import type { TFunction } from 'i18next';
import type { ProcessView } from '../../api/processes';
import { Access } from '../../app/access';

/** The process calls of the current identity. */
export function viewOf(identity: IdentityId | null | undefined): ProcessView {
  switch (identity) {
    case Identity.DEVELOPER:
      return 'dev';
    case Identity.OWNER:
      return 'owner';
    case Identity.MANAGER:
      return 'manager';
    default:
      return 'user';
  }
}

/** Where each identity's process screens live (menu catalogue paths). */
export const PATHS = {
  dev: {
    list: '/developer/process/list',
    detail: '/developer/process/detail',
    versions: '/developer/process/version',
  },
  owner: { list: '/owner/process/list', detail: '/owner/process/detail', versions: '/owner/process/version' },
  manager: {
    list: '/manager/process/list',
    detail: '/manager/process/version',
    versions: '/manager/process/version',
    flow: '/manager/process/flow',
  },
  user: { list: '/user/process/list', detail: '/user/process/list', versions: '/user/process/list' },
} as const;

/** The list menu of each identity: where its process buttons are granted. */
export const LIST_MENU = Access.processList;

/** Where a new run can be followed, by identity (developers and owners have no run-record menu). */
export const RUN_RECORDS: Partial<Record<ProcessView, string>> = {
  manager: '/manager/record/list',
  user: '/user/record/list',
};

/** A run-parameter issue (shared rules) in the console's words. */
export function issueText(t: TFunction, issue: RunParameterIssue): string {
  const key = {
    'processes.parameterRequired': 'processes.paramRequiredMsg',
    'processes.parameterFileName': 'processes.paramFileMsg',
    'processes.parameterNumber': 'processes.paramNumberMsg',
    'processes.parameterBoolean': 'processes.paramBooleanMsg',
    'processes.parameterDate': 'processes.paramDateMsg',
  }[issue.key];
  return t(key, { name: issue.name });
}

/** Default values as the run form starts with them. */
export const defaults = (parameters: ProcessParameter[]) =>
  Object.fromEntries(parameters.map((p) => [p.name, p.defaultValue]));

/** A shell word as typed: quoted unless it is plainly safe. */
const shellWord = (v: string) => (/^[\w.,:@/=+-]+$/.test(v) ? v : `'${v.replaceAll("'", "'\\''")}'`);

/**
 * The reference robot's command for a local run (packages/robot):
 * `rpa-robot run <package.zip> --param name=value ...`, one `--param` per
 * parameter that has a value (blank ones take their default when run).
 */
export function localCommand(packageFile: string, values: Record<string, string>): string {
  return [
    'rpa-robot run',
    shellWord(packageFile),
    ...Object.entries(values)
      .filter(([, v]) => v !== '')
      .map(([name, v]) => `--param ${shellWord(`${name}=${v}`)}`),
  ].join(' ');
}

/** The file name a downloaded package gets, and the one the local command names. */
export const packageFileName = (name: string, version: string | null) =>
  `${name}-${version ?? 'latest'}.zip`.replace(/[\\/:*?"<>|\s]+/g, '_');
