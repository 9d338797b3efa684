import { RequestError } from '../../api/request';
import { showTime } from '../../components/time';

/** The developer's publish screen (menu 205). */
export const PUBLISH_PATH = '/developer/process/publish';

export const time = (v: string | null) => showTime(v, 'minute');

/** Runs a call whose refusal the request layer already showed; other errors still surface. */
export async function guarded(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof RequestError)) throw err;
  }
}
