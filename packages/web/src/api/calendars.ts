import { type CalendarSave, calendarsApi } from '@rpa/contracts';
import { call } from './call';

export const listCalendars = () => call(calendarsApi.list);
export const saveCalendar = (body: CalendarSave) => call(calendarsApi.save, body);
export const deleteCalendar = (id: number) => call(calendarsApi.remove, { id });
