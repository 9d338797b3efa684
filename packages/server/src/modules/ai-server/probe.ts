import { type AiServerSettings, Code } from '@rpa/contracts';
import { AppError } from '../../platform/http/errors';

/** How long the connection test waits for the service. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * What the test calls with: the form as typed, or, when its key is left
 * empty, the stored key, and only for the saved address, so the sealed key
 * is sent to no server but the one an administrator saved.
 */
export function probeSettings(form: AiServerSettings, saved: AiServerSettings): AiServerSettings {
  if (form.key || !saved.key) return form;
  if (form.address !== saved.address) throw new AppError(Code.BAD_REQUEST, 'aiServer.testNeedsKey');
  return { ...form, key: saved.key };
}

/**
 * Calls the service's address once (GET, the key as a bearer token): an
 * answer below 400 is a working server; 401/403 a refused key; anything else,
 * or no answer within the timeout, a failure with its reason.
 */
export async function probe(settings: AiServerSettings): Promise<{ status: number; millis: number }> {
  const started = Date.now();
  let status: number;
  try {
    const res = await fetch(settings.address, {
      headers: settings.key ? { authorization: `Bearer ${settings.key}` } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await res.body?.cancel();
    status = res.status;
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (err as Error).message;
    throw new AppError(Code.BAD_REQUEST, 'aiServer.unreachable', { reason });
  }
  if (status === 401 || status === 403) throw new AppError(Code.BAD_REQUEST, 'aiServer.refused', { status });
  if (status >= 400) throw new AppError(Code.BAD_REQUEST, 'aiServer.failed', { status });
  return { status, millis: Date.now() - started };
}
