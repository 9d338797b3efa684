import { RequestError } from './request';

/**
 * Runs work whose calls may be refused. The request client has already shown
 * a refusal (a RequestError), so the work just ends and the dialog or page
 * stays as it is; any other error still surfaces. `busy` is on while it
 * runs. True when the work went through.
 */
export async function refusable(
  work: () => Promise<unknown>,
  busy?: (on: boolean) => void,
): Promise<boolean> {
  busy?.(true);
  try {
    await work();
    return true;
  } catch (err) {
    if (!(err instanceof RequestError)) throw err;
    return false;
  } finally {
    busy?.(false);
  }
}
