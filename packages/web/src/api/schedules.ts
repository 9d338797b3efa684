import type { Page, ScheduleDetail, ScheduleFields, TimeSettings } from '@rpa/contracts';
import { api } from './client';

export interface ScheduleQuery {
  name?: string;
  processId?: number;
  enabled?: boolean;
  once?: boolean;
}

export const listSchedules = (q: ScheduleQuery & { page: number; size: number }) =>
  api().post<Page<ScheduleDetail>>('/schedule/list', q);
export const saveSchedule = (body: ScheduleFields & { id?: number }) =>
  api().post<ScheduleDetail>('/schedule/save', body);
export const deleteSchedule = (id: number) => api().post<null>('/schedule/delete', { id });
export const enableSchedule = (id: number, enabled: boolean) =>
  api().post<ScheduleDetail>('/schedule/enable', { id, enabled });
export const previewSchedule = (body: {
  timing: TimeSettings;
  calendar?: string;
  calendarId?: number | null;
  startAt?: string | null;
  stopAt?: string | null;
}) => api().post<string[]>('/schedule/preview', { ...body, count: 5 }, { silent: true });
