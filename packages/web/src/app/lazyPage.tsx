import { type ComponentType, lazy } from 'react';
import { ModuleMissing } from '../features/errors/ModuleMissing';
import { loadChunk } from './chunk';

/** A route page loaded on demand; see loadChunk for failures and the timeout. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadChunk(load, { default: ModuleMissing }));
}
