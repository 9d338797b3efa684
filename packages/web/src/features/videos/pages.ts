import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const videosPages: PageTable = {
  'videos/dual': lazyPage(() => import('./MultiPlayerPage').then((m) => ({ default: m.DualPage }))),
  'videos/four': lazyPage(() => import('./MultiPlayerPage').then((m) => ({ default: m.FourPage }))),
  'videos/play': lazyPage(() => import('./MultiPlayerPage').then((m) => ({ default: m.PlayPage }))),
  'videos/triple': lazyPage(() => import('./MultiPlayerPage').then((m) => ({ default: m.TriplePage }))),
};
