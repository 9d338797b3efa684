import { dashboardsApi, type ExportFormat, type RangeInput, type ReportGroup } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { call, download } from './call';

export const managerDashboard = (range: RangeInput) => call(dashboardsApi.manager, range);
export const ownerDashboard = (range: RangeInput) => call(dashboardsApi.owner, range);
export const userDashboard = (range: RangeInput) => call(dashboardsApi.user, range);
export const runReport = (q: RangeInput & { groupBy: ReportGroup }) => call(dashboardsApi.report, q);
export const exportReport = (
  q: RangeInput & { groupBy: ReportGroup; format: ExportFormat },
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
) => download(dashboardsApi.exportReport, q, { onDownloadProgress });
