import { domain as gateway } from '../gateway/domain';
import type { Domain } from '../platform/domain';
import { domain as about } from './about/domain';
import { domain as adDomain } from './ad-domain/domain';
import { domain as aiServer } from './ai-server/domain';
import { domain as applications } from './applications/domain';
import { domain as auth } from './auth/domain';
import { domain as calendars } from './calendars/domain';
import { domain as components } from './components/domain';
import { domain as dashboards } from './dashboards/domain';
import { domain as dataCleaning } from './data-cleaning/domain';
import { domain as dataSync } from './data-sync/domain';
import { domain as departments } from './departments/domain';
import { domain as fields } from './fields/domain';
import { domain as files } from './files/domain';
import { domain as health } from './health/domain';
import { domain as housekeepers } from './housekeepers/domain';
import { domain as licences } from './licences/domain';
import { domain as live } from './live/domain';
import { domain as machineKeys } from './machine-keys/domain';
import { domain as mail } from './mail/domain';
import { domain as mcp } from './mcp/domain';
import { declareMenus } from './menus';
import { domain as menus } from './menus/domain';
import { domain as messages } from './messages/domain';
import { domain as metrics } from './metrics/domain';
import { domain as openapi } from './openapi/domain';
import { domain as oplog } from './oplog/domain';
import { domain as personal } from './personal/domain';
import { domain as processes } from './processes/domain';
import { domain as recordStrategy } from './record-strategy/domain';
import { domain as robotUpgrade } from './robot-upgrade/domain';
import { domain as robots } from './robots/domain';
import { domain as roles } from './roles/domain';
import { domain as schedules } from './schedules/domain';
import { domain as security } from './security/domain';
import { domain as servers } from './servers/domain';
import { domain as shares } from './shares/domain';
import { domain as taskData } from './task-data/domain';
import { domain as tasks } from './tasks/domain';
import { domain as upgrades } from './upgrades/domain';
import { domain as users } from './users/domain';
import { domain as variables } from './variables/domain';
import { domain as webhooks } from './webhooks/domain';

/**
 * Every domain of the server, in the order the app installs them and
 * registers their routes: the gateway before tasks (the dispatcher hands
 * work to its robots), tasks before the scheduler that creates them, the
 * OpenAPI document last (it lists the routes registered before it).
 */
export const domains: Domain[] = [
  health,
  gateway,
  tasks,
  schedules,
  metrics,
  live,
  dashboards,
  about,
  auth,
  menus,
  departments,
  housekeepers,
  licences,
  mail,
  adDomain,
  aiServer,
  recordStrategy,
  robotUpgrade,
  upgrades,
  dataCleaning,
  dataSync,
  messages,
  oplog,
  personal,
  processes,
  robots,
  machineKeys,
  roles,
  security,
  calendars,
  servers,
  shares,
  users,
  variables,
  components,
  fields,
  taskData,
  applications,
  files,
  webhooks,
  mcp,
  openapi,
];

// The menu catalogue is assembled from what the domains declare.
declareMenus(domains.flatMap((d) => d.menus ?? []));
