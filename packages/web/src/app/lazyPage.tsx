import { CHUNK_LOAD_TIMEOUT_MS } from '@rpa/contracts';
import { type ComponentType, lazy } from 'react';
import { ModuleMissing } from '../features/errors/ErrorPage';

/**
 * A route page loaded on demand. A chunk that fails to load, or takes longer
 * than the chunk timeout (120 s), renders the "cannot find module" page
 * instead of breaking the app.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    Promise.race([
      load(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS),
      ),
    ]).catch(() => ({ default: ModuleMissing })),
  );
}
