import { CHUNK_LOAD_TIMEOUT_MS } from '@rpa/contracts';

/**
 * A route chunk, or `fallback` when it fails to load or is not there within
 * the chunk timeout (120 s): the page then says "cannot find module" instead
 * of breaking the app. The timer is cleared once the chunk settles.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  fallback: T,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), timeoutMs);
    load().then(
      (chunk) => {
        clearTimeout(timer);
        resolve(chunk);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
