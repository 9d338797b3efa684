import type { Domain } from '../../platform/domain';
import { installScheduler } from './index';
import { menus } from './menus';
import { scheduleRoutes } from './routes';

/** The schedules domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'schedules', install: installScheduler, routes: scheduleRoutes, menus };
