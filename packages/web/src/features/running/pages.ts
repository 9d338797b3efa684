import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const runningPages: PageTable = {
  'running/index': lazyPage(() => import('./RunningPage').then((m) => ({ default: m.LocalRunning }))),
  'running/studio': lazyPage(() => import('./RunningPage').then((m) => ({ default: m.StudioRunning }))),
};
