import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ModuleMissing } from '../features/errors/ModuleMissing';
import { loadChunk } from './chunk';

/** A page from lazyPage: `preload()` starts loading its code before it is first drawn. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => void };

/** A route page loaded on demand; see loadChunk for failures and the timeout. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= loadChunk(load, { default: ModuleMissing });
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start() });
}
