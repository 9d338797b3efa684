import { CALENDAR_LIMITS } from '@rpa/contracts';

/** The calendar name rule of the server (2-20 after trimming), checked before asking it. */
export function calendarNameProblem(name: string | undefined): 'calendarNameLength' | null {
  const n = (name ?? '').trim().length;
  return n < CALENDAR_LIMITS.NAME_MIN || n > CALENDAR_LIMITS.NAME_MAX ? 'calendarNameLength' : null;
}
