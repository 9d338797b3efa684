import type { Domain } from '../../platform/domain';
import { calendarRoutes } from './routes';

/** The calendars domain, as the app assembles it (modules/index.ts). */
export const domain: Domain = { name: 'calendars', routes: calendarRoutes };
