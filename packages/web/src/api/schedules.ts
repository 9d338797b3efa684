import { type InputOf, schedulesApi, type TimeSettings } from '@rpa/contracts';
import { queryKeys } from '../components/crud';
import { call } from './call';

export const scheduleKeys = queryKeys('schedules');

export type ScheduleQuery = Omit<InputOf<typeof schedulesApi.list>, 'page' | 'size'>;

export const listSchedules = (q: ScheduleQuery & { page: number; size: number }) =>
  call(schedulesApi.list, q);
export const saveSchedule = (body: InputOf<typeof schedulesApi.save>) => call(schedulesApi.save, body);
export const deleteSchedule = (id: number) => call(schedulesApi.remove, { id });
export const enableSchedule = (id: number, enabled: boolean) => call(schedulesApi.enable, { id, enabled });
export const previewSchedule = (body: {
  timing: TimeSettings;
  calendar?: InputOf<typeof schedulesApi.preview>['calendar'];
  calendarId?: number | null;
  startAt?: string | null;
  stopAt?: string | null;
}) => call(schedulesApi.preview, { ...body, count: 5 }, { silent: true });
