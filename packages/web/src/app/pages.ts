import { applicationsPages } from '../features/applications/pages';
import { componentsPages } from '../features/components/pages';
import { dashboardsPages } from '../features/dashboards/pages';
import { dataSyncPages } from '../features/dataSync/pages';
import { departmentsPages } from '../features/departments/pages';
import { fieldsPages } from '../features/fields/pages';
import { filesPages } from '../features/files/pages';
import { housekeepersPages } from '../features/housekeepers/pages';
import { licencesPages } from '../features/licences/pages';
import { messagesPages } from '../features/messages/pages';
import { oplogPages } from '../features/oplog/pages';
import { personalPages } from '../features/personal/pages';
import { processesPages } from '../features/processes/pages';
import { robotsPages } from '../features/robots/pages';
import { rolesPages } from '../features/roles/pages';
import { runningPages } from '../features/running/pages';
import { schedulesPages } from '../features/schedules/pages';
import { serversPages } from '../features/servers/pages';
import { settingsPages } from '../features/settings/pages';
import { sharesPages } from '../features/shares/pages';
import { taskDataPages } from '../features/taskData/pages';
import { tasksPages } from '../features/tasks/pages';
import { upgradesPages } from '../features/upgrades/pages';
import { usersPages } from '../features/users/pages';
import { variablesPages } from '../features/variables/pages';
import { versionsPages } from '../features/versions/pages';
import { videosPages } from '../features/videos/pages';
import type { LazyPage } from './lazyPage';

/** Screens by the `component` key of their menu entry. */
export type PageTable = Record<string, LazyPage>;

/**
 * Every domain's screens (each folder of features/ lists its own in
 * pages.ts). A menu entry whose screen is not here opens the "missing or in
 * development" page.
 */
export const PAGES: PageTable = {
  ...applicationsPages,
  ...componentsPages,
  ...dashboardsPages,
  ...dataSyncPages,
  ...departmentsPages,
  ...fieldsPages,
  ...filesPages,
  ...housekeepersPages,
  ...licencesPages,
  ...messagesPages,
  ...oplogPages,
  ...personalPages,
  ...processesPages,
  ...versionsPages,
  ...tasksPages,
  ...sharesPages,
  ...robotsPages,
  ...rolesPages,
  ...runningPages,
  ...settingsPages,
  ...schedulesPages,
  ...serversPages,
  ...usersPages,
  ...variablesPages,
  ...taskDataPages,
  ...upgradesPages,
  ...videosPages,
};
