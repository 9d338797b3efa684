import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazyPage';

/**
 * Screens by the `component` key of their menu entry. A menu entry whose
 * screen is not here yet opens the "missing or in development" page.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  'dashboard/manager': lazyPage(() => import('../features/dashboards/ManagerDashboardPage')),
  'dashboard/owner': lazyPage(() => import('../features/dashboards/OwnerDashboardPage')),
  'dashboard/user': lazyPage(() => import('../features/dashboards/UserDashboardPage')),
  'reports/center': lazyPage(() => import('../features/dashboards/ReportCenterPage')),
  'departments/tree': lazyPage(() => import('../features/departments/DepartmentPage')),
  'housekeepers/list': lazyPage(() => import('../features/housekeepers/HousekeeperListPage')),
  'licences/list': lazyPage(() => import('../features/licences/LicencePage')),
  'messages/list': lazyPage(() => import('../features/messages/MessageListPage')),
  'oplog/list': lazyPage(() => import('../features/oplog/OplogPage')),
  'personal/center': lazyPage(() => import('../features/personal/PersonalCenterPage')),
  'processes/developerList': lazyPage(() =>
    import('../features/processes/ProcessListPage').then((m) => ({ default: m.DeveloperProcessList })),
  ),
  'processes/ownerList': lazyPage(() =>
    import('../features/processes/ProcessListPage').then((m) => ({ default: m.OwnerProcessList })),
  ),
  'processes/managerList': lazyPage(() =>
    import('../features/processes/ProcessListPage').then((m) => ({ default: m.ManagerProcessList })),
  ),
  'processes/userList': lazyPage(() => import('../features/processes/UserProcessListPage')),
  'processes/detail': lazyPage(() =>
    import('../features/processes/ProcessDetailPage').then((m) => ({ default: m.DetailPage })),
  ),
  'processes/edit': lazyPage(() => import('../features/processes/ProcessEditPage')),
  'processes/flowChart': lazyPage(() =>
    import('../features/processes/ProcessDetailPage').then((m) => ({ default: m.FlowPage })),
  ),
  'versions/list': lazyPage(() => import('../features/versions/VersionsPage')),
  'versions/chart': lazyPage(() => import('../features/versions/ChartPage')),
  'versions/publish': lazyPage(() => import('../features/versions/PublishPage')),
  'records/operate': lazyPage(() => import('../features/versions/OperateRecordPage')),
  'records/list': lazyPage(() =>
    import('../features/tasks/TaskListPage').then((m) => ({ default: m.RunRecords })),
  ),
  'records/exception': lazyPage(() =>
    import('../features/tasks/TaskListPage').then((m) => ({ default: m.ExceptionRecords })),
  ),
  'shares/list': lazyPage(() => import('../features/shares/ShareListPage')),
  'tasks/list': lazyPage(() =>
    import('../features/tasks/TaskListPage').then((m) => ({ default: m.ManagerTaskList })),
  ),
  'tasks/monitor': lazyPage(() => import('../features/tasks/MonitorPage')),
  'robots/detail': lazyPage(() => import('../features/robots/RobotDetailPage')),
  'robots/list': lazyPage(() => import('../features/robots/RobotListPage')),
  'robots/keys': lazyPage(() => import('../features/robots/MachineKeysPage')),
  'roles/list': lazyPage(() => import('../features/roles/RoleListPage')),
  'settings/tabs': lazyPage(() => import('../features/settings/SystemConfigPage')),
  'schedules/list': lazyPage(() =>
    import('../features/schedules/ScheduleListPage').then((m) => ({ default: m.Schedules })),
  ),
  'schedules/once': lazyPage(() =>
    import('../features/schedules/ScheduleListPage').then((m) => ({ default: m.OnceSchedules })),
  ),
  'schedules/triggerEdit': lazyPage(() =>
    import('../features/schedules/ScheduleListPage').then((m) => ({ default: m.AddTrigger })),
  ),
  'schedules/triggerList': lazyPage(() =>
    import('../features/schedules/ScheduleListPage').then((m) => ({ default: m.Triggers })),
  ),
  'servers/list': lazyPage(() => import('../features/servers/ServerListPage')),
  'users/list': lazyPage(() => import('../features/users/UserListPage')),
  'videos/dual': lazyPage(() =>
    import('../features/videos/MultiPlayerPage').then((m) => ({ default: m.DualPage })),
  ),
  'videos/four': lazyPage(() =>
    import('../features/videos/MultiPlayerPage').then((m) => ({ default: m.FourPage })),
  ),
  'videos/play': lazyPage(() =>
    import('../features/videos/MultiPlayerPage').then((m) => ({ default: m.PlayPage })),
  ),
  'videos/triple': lazyPage(() =>
    import('../features/videos/MultiPlayerPage').then((m) => ({ default: m.TriplePage })),
  ),
};
