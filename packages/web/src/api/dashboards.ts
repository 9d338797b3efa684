import { dashboardsApi, type ExportFormat, type RangeInput, type ReportGroup } from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { call, download } from './call';

export const managerDashboard = (range: RangeInput) => call(dashboardsApi.manager, range);
export const ownerDashboard = (range: RangeInput) => call(dashboardsApi.owner, range);
export const userDashboard = (range: RangeInput) => call(dashboardsApi.user, range);
/** What a report counts: a range, a grouping, and optionally the runs with a business value. */
type ReportQuery = RangeInput & { groupBy: ReportGroup; fieldId?: number; fieldValue?: string };

export const runReport = (q: ReportQuery) => call(dashboardsApi.report, q);
export const exportReport = (
  q: ReportQuery & { format: ExportFormat },
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
) => download(dashboardsApi.exportReport, q, { onDownloadProgress });
