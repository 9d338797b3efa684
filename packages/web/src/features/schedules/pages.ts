import { lazyPage } from '../../app/lazyPage';
import type { PageTable } from '../../app/pages';

/** This domain's screens, by the `component` key of their menu entry. */
export const schedulesPages: PageTable = {
  'schedules/list': lazyPage(() => import('./ScheduleListPage').then((m) => ({ default: m.Schedules }))),
  'schedules/once': lazyPage(() => import('./ScheduleListPage').then((m) => ({ default: m.OnceSchedules }))),
  'schedules/triggerEdit': lazyPage(() =>
    import('./ScheduleListPage').then((m) => ({ default: m.AddTrigger })),
  ),
  'schedules/triggerList': lazyPage(() =>
    import('./ScheduleListPage').then((m) => ({ default: m.Triggers })),
  ),
};
