import { z } from 'zod';
import { nameText, rowId } from './text';

/**
 * User calendars (console-administration.md §2 system configuration,
 * calendar tab; §5 name 2-20): days that count as workdays or days off
 * against China's official calendar, for schedules on the workday or
 * non-workday calendar that choose one (docs/scheduling.md).
 */
export const CALENDAR_LIMITS = { NAME_MIN: 2, NAME_MAX: 20, DAYS_MAX: 1000 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const day = z
  .string()
  .regex(DAY, 'calendars.dayInvalid')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'calendars.dayInvalid');

export const calendarDaySchema = z.object({
  date: day,
  /** true: a workday (e.g. an extra working Saturday); false: a day off. */
  workday: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarSaveSchema = z
  .object({
    id: rowId.optional(),
    name: nameText({
      min: CALENDAR_LIMITS.NAME_MIN,
      max: CALENDAR_LIMITS.NAME_MAX,
      lengthKey: 'calendars.nameLength',
    }),
    days: z.array(calendarDaySchema).max(CALENDAR_LIMITS.DAYS_MAX, 'calendars.tooManyDays').default([]),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    for (const d of c.days) {
      if (seen.has(d.date)) {
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'calendars.dayTwice' });
        return;
      }
      seen.add(d.date);
    }
  });
export type CalendarSave = z.input<typeof calendarSaveSchema>;
