import { IDENTITIES, type IdentityId } from '@rpa/contracts';
import { BUTTONS, IDENTITY_PATHS, type MenuDeclaration } from '../../platform/menu';

/** The dashboard of each identity that has one (the developer lands on the process list). */
const DASHBOARD_IDS: Partial<Record<IdentityId, number>> = { 1: 11, 3: 301, 4: 401 };
/** The report centre, the same screen in every identity's menu, opened in a new tab. */
const REPORT_CENTRE_IDS: Record<IdentityId, number> = { 1: 15, 2: 211, 3: 312, 4: 406 };

/** The dashboards and the report centre screens of the identities' menus. */
export const menus: MenuDeclaration[] = IDENTITIES.flatMap((identity): MenuDeclaration[] => {
  const dashboard = DASHBOARD_IDS[identity];
  const reports: MenuDeclaration = {
    identity,
    id: REPORT_CENTRE_IDS[identity],
    path: '/report/center',
    component: 'reports/center',
    title: ['报表中心', 'Reports'],
    icon: 'barChart',
    newTab: true,
    buttons: { export: BUTTONS.export },
  };
  if (dashboard === undefined) return [reports];
  const home: MenuDeclaration = {
    identity,
    id: dashboard,
    path: `/${IDENTITY_PATHS[identity]}/dashboard`,
    component: `dashboard/${IDENTITY_PATHS[identity]}`,
    title: ['首页', 'Dashboard'],
    icon: 'dashboard',
  };
  return [home, reports];
});
