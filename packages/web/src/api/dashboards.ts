import type {
  ExportFormat,
  ManagerDashboard,
  OwnerDashboard,
  RangeInput,
  Report,
  ReportGroup,
  UserDashboard,
} from '@rpa/contracts';
import { api } from './client';

export const managerDashboard = (range: RangeInput) =>
  api().post<ManagerDashboard>('/dashboard/manager', range);
export const ownerDashboard = (range: RangeInput) => api().post<OwnerDashboard>('/dashboard/owner', range);
export const userDashboard = (range: RangeInput) => api().post<UserDashboard>('/dashboard/user', range);
export const runReport = (q: RangeInput & { groupBy: ReportGroup }) => api().post<Report>('/report/runs', q);
export const exportReport = (q: RangeInput & { groupBy: ReportGroup; format: ExportFormat }) =>
  api().send<Blob>(
    { method: 'POST', url: '/report/runs/export', data: q },
    { file: true, responseType: 'blob' },
  );
