import type { CalendarSave, UserCalendar } from '@rpa/contracts';
import { api } from './client';

export const listCalendars = () => api().post<UserCalendar[]>('/sys/calendar/list', {});
export const saveCalendar = (body: CalendarSave) => api().post<UserCalendar>('/sys/calendar/save', body);
export const deleteCalendar = (id: number) => api().post<null>('/sys/calendar/del', { id });
