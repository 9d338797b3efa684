import { Code } from '@rpa/contracts';
import type { TFunction } from 'i18next';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';

/**
 * What to say when a process could not be loaded for a dialog: the server's
 * own refusal (no such process) as it is; a failed transport or server as
 * "unable to fetch process info, try later" (console-core.md §8).
 */
export function processFetchFailed(t: TFunction, err: unknown): void {
  if (!(err instanceof RequestError)) throw err;
  if (err.code === 0 || err.code === Code.SERVER_ERROR) notify.error(t('processes.infoUnavailable'));
  else notify.error(err.message);
}
